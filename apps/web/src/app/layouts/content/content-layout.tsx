import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { RealtimeBridge } from '../../../components/realtime-bridge.tsx';
import { SearchDialog } from '../../../features/search/search-dialog.tsx';
import { useSearchShortcut } from '../../../features/search/use-search-shortcut.ts';
import { TripAlerts } from '../../../features/trips/components/trip-alerts.tsx';
import { useParcelSearchSource } from '../../../features/parcels/api/use-parcel-search-source.tsx';
import { useTripSearchSource } from '../../../features/trips/api/use-trip-search-source.tsx';
import type { SearchSource } from '../../../lib/search-types.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useSettingsStore } from '../../../lib/settings-store.ts';
import { Customizer } from '../../customizer/customizer.tsx';
import { CUSTOMIZER_BUTTON_WIDTH, CustomizerButton } from '../../customizer/customizer-button.tsx';
import { supportHref } from '../../navigation/menu.ts';
import { useCollaboratorSearchSource } from '../../navigation/use-collaborator-search.tsx';
import { usePageSearchSource } from '../../navigation/use-page-search.tsx';
import { AssistBanner } from './assist-banner.tsx';
import { Footer } from './footer.tsx';
import { BOXED_CONTENT_WIDTH } from './layout-constants.ts';
import { RouteTransition } from './route-transition.tsx';
import { TopBar } from './top-bar.tsx';
import { VerticalNav } from './vertical-nav.tsx';

// Fetched only for a company with multistop trips: the others never download the quotes' code.
const QuoteNotices = lazy(() =>
  import('../../../features/multistop/components/quote-notices.tsx').then((m) => ({
    default: m.QuoteNotices,
  })),
);

/** The panel chrome: menu, top bar, content, footer, customizer and search, as the settings say. */
export function ContentLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const settings = useSettingsStore(
    useShallow((s) => ({
      layout: s.layout,
      appBar: s.appBar,
      appBarBlur: s.appBarBlur,
      footer: s.footer,
      contentWidth: s.contentWidth,
      navHidden: s.navHidden,
      skin: s.skin,
      routeTransition: s.routeTransition,
    })),
  );
  const assist = useSessionStore((s) => s.is_assist_mode);
  const multiStops = useSessionStore((s) => s.is_active_multi_stops && !s.is_corporate_master);
  const adminPhone = useSessionStore((s) => s.admin_phone);
  const [navOpen, setNavOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  useSearchShortcut(openSearch);
  const pageSource = usePageSearchSource();
  const collaboratorSource = useCollaboratorSearchSource();
  const tripSource = useTripSearchSource();
  const parcelSource = useParcelSearchSource();
  const sources = useMemo(
    () =>
      [pageSource, tripSource, parcelSource, collaboratorSource].filter(
        (s): s is SearchSource => s !== null,
      ),
    [pageSource, tripSource, parcelSource, collaboratorSource],
  );

  // Horizontal layout exists on large screens only; smaller ones fall back to the vertical drawer.
  const horizontal = settings.layout === 'horizontal' && large;
  const navVariant = large && !settings.navHidden ? 'permanent' : 'temporary';
  // A hidden app bar applies to large screens; phones always keep it (it holds the menu button).
  // A hidden app bar applies to large screens with the menu beside the content; otherwise the
  // bar stays (it holds the menu button).
  const canHideAppBar = large && !horizontal && navVariant === 'permanent';
  const appBar =
    settings.appBar !== 'hidden' ? settings.appBar : canHideAppBar ? null : ('fixed' as const);
  const boxed = settings.contentWidth === 'boxed';
  const bordered = settings.skin === 'bordered';

  return (
    <Box
      sx={{
        display: 'flex',
        minHeight: '100dvh',
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -60,
          zIndex: (th) => th.zIndex.tooltip,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('nav.skipToContent')}
      </Box>
      {!horizontal && (
        <VerticalNav variant={navVariant} open={navOpen} onClose={() => setNavOpen(false)} />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {appBar && (
          <TopBar
            type={appBar}
            blur={settings.appBarBlur}
            boxed={boxed}
            bordered={bordered}
            horizontal={horizontal}
            onOpenNav={
              !horizontal && navVariant === 'temporary' ? () => setNavOpen(true) : undefined
            }
            onOpenSearch={openSearch}
            onOpenCustomizer={() => setCustomizerOpen(true)}
          />
        )}
        {assist && <AssistBanner />}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{
            flex: 1,
            width: '100%',
            maxWidth: boxed ? BOXED_CONTENT_WIDTH : 'none',
            mx: 'auto',
            // the floating customizer button (app bar hidden) never covers the content: a gutter
            // of its width at that edge (one property per side, so no breakpoint's `px` wins
            // over it)
            paddingInlineStart: { xs: 1.5, sm: 3 },
            paddingInlineEnd: appBar ? { xs: 1.5, sm: 3 } : `${CUSTOMIZER_BUTTON_WIDTH + 8}px`,
            py: { xs: 2.5, sm: 3 },
            outline: 'none',
          }}
        >
          <RouteTransition kind={settings.routeTransition}>
            <Outlet />
          </RouteTransition>
        </Box>
        {settings.footer !== 'hidden' && (
          <Footer
            fixed={settings.footer === 'fixed'}
            boxed={boxed}
            supportHref={supportHref(adminPhone)}
          />
        )}
      </Box>
      <RealtimeBridge />
      <TripAlerts />
      {multiStops && (
        <Suspense fallback={null}>
          <QuoteNotices />
        </Suspense>
      )}
      {!appBar && <CustomizerButton onOpen={() => setCustomizerOpen(true)} />}
      <Customizer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
      <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} sources={sources} />
    </Box>
  );
}
