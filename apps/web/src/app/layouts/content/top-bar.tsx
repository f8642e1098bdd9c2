import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { alpha, type Theme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { Logo } from '../../../components/logo.tsx';
import { NoticesBell } from '../../../features/notices/components/notices-bell.tsx';
import type { AppBarType } from '../../../lib/settings-store.ts';
import { HorizontalNav } from './horizontal-nav.tsx';
import { LanguageMenu, LanguageToggle } from '../../../components/language-switcher.tsx';
import { PanelIdChip } from './panel-id-chip.tsx';
import { SearchButton } from './search-button.tsx';
import { ThemeSwitcher } from '../../../components/theme-switcher.tsx';
import { UserMenu } from './user-menu.tsx';
import { BOXED_CONTENT_WIDTH, TOP_BAR_HEIGHT } from './layout-constants.ts';
import { BRAND } from '../../../lib/brand.ts';

type TopBarProps = {
  type: Exclude<AppBarType, 'hidden'>;
  blur: boolean;
  boxed: boolean;
  bordered: boolean;
  horizontal: boolean;
  /** shows the menu button (phones, or a hidden menu) */
  onOpenNav?: () => void;
  onOpenSearch: () => void;
  onOpenCustomizer: () => void;
};

/** The top bar of SPEC §2: search, PANEL ID, languages, theme and the user menu. */
export function TopBar({
  type,
  blur,
  boxed,
  bordered,
  horizontal,
  onOpenNav,
  onOpenSearch,
  onOpenCustomizer,
}: TopBarProps) {
  const { t } = useTranslation();
  const fixed = type === 'fixed';
  const surface = {
    bgcolor: (th: Theme) =>
      blur && fixed ? alpha(th.palette.background.paper, 0.82) : th.palette.background.paper,
    backdropFilter: blur && fixed ? 'blur(9px) saturate(160%)' : undefined,
    border: bordered ? 1 : 0,
    borderColor: 'divider',
  };
  const bar = (
    <Stack
      direction="row"
      spacing={{ xs: 0, sm: 1 }}
      sx={{
        alignItems: 'center',
        height: TOP_BAR_HEIGHT,
        px: { xs: 1, sm: 2 },
        // a 360 px phone holds the bar with the notices' bell: its icon buttons a little denser
        // (36 px; the avatar, last, keeps its size)
        '& > .MuiIconButton-root:not(:last-child)': { p: { xs: 0.75, sm: 1 } },
      }}
    >
      {onOpenNav && (
        <IconButton aria-label={t('nav.open')} onClick={onOpenNav} edge="start">
          <MenuIcon />
        </IconButton>
      )}
      {horizontal && (
        <Box
          component={RouterLink}
          to="/dashboards"
          aria-label={`${BRAND.product} · ${t('nav.dashboards')}`}
          sx={{ textDecoration: 'none', display: 'flex', mr: 2, borderRadius: 1.5 }}
        >
          <Logo />
        </Box>
      )}
      <SearchButton onOpen={onOpenSearch} />
      <Box sx={{ flex: 1 }} />
      <PanelIdChip />
      <LanguageToggle />
      <LanguageMenu />
      <ThemeSwitcher />
      <NoticesBell />
      <UserMenu onOpenCustomizer={onOpenCustomizer} />
    </Stack>
  );

  if (horizontal) {
    return (
      <Box
        component="header"
        sx={{
          position: fixed ? 'sticky' : 'static',
          top: 0,
          zIndex: (th) => th.zIndex.appBar,
          bgcolor: surface.bgcolor,
          backdropFilter: surface.backdropFilter,
          borderBottom: (th) => `1px solid ${th.palette.divider}`,
          boxShadow: bordered ? 'none' : '0 2px 8px rgba(38,36,56,0.06)',
        }}
      >
        <Box
          sx={{ maxWidth: boxed ? BOXED_CONTENT_WIDTH : 'none', mx: 'auto', px: { xs: 1, sm: 2 } }}
        >
          {bar}
        </Box>
        <Box sx={{ borderTop: (th) => `1px solid ${th.palette.divider}` }}>
          <Box
            sx={{
              maxWidth: boxed ? BOXED_CONTENT_WIDTH : 'none',
              mx: 'auto',
              px: { xs: 2, sm: 3 },
            }}
          >
            <HorizontalNav />
          </Box>
        </Box>
      </Box>
    );
  }

  // Vertical layout: a floating, rounded bar above the content.
  return (
    <Box
      component="header"
      sx={{
        position: fixed ? 'sticky' : 'static',
        top: 0,
        zIndex: (th) => th.zIndex.appBar,
        px: { xs: 1.5, sm: 3 },
        pt: { xs: 1, sm: 1.5 },
        ...(fixed && blur
          ? {
              background: (th) =>
                `linear-gradient(180deg, ${alpha(th.palette.background.default, 0.9)} 44%, ${alpha(th.palette.background.default, 0)})`,
            }
          : {}),
      }}
    >
      <Box
        sx={{
          maxWidth: boxed ? BOXED_CONTENT_WIDTH - 48 : 'none',
          mx: 'auto',
          borderRadius: 3,
          boxShadow: bordered
            ? 'none'
            : (th) =>
                th.palette.mode === 'dark'
                  ? '0 3px 12px rgba(0,0,0,0.3)'
                  : '0 3px 12px rgba(38,36,56,0.08)',
          ...surface,
        }}
      >
        {bar}
      </Box>
    </Box>
  );
}
