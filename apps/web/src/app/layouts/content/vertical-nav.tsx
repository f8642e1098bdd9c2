import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Close from '@mui/icons-material/Close';
import { NAV_DRAWER_WIDTH } from '@trayecto/contracts';
import { Logo } from '../../../components/logo.tsx';
import { useSettingsStore } from '../../../lib/settings-store.ts';
import { createAppTheme } from '../../../lib/theme/create-app-theme.ts';
import { useMenu } from '../../navigation/use-menu.ts';
import { NavList } from './nav-list.tsx';
import { NAV_COLLAPSED_WIDTH } from './layout-constants.ts';
import { BRAND } from '../../../lib/brand.ts';

type VerticalNavProps = {
  /** permanent beside the content (large screens) or temporary over it (phones, menu hidden) */
  variant: 'permanent' | 'temporary';
  open: boolean;
  onClose: () => void;
};

/** The navigation drawer (SPEC §2: width 260), collapsible on desktop. */
export function VerticalNav({ variant, open, onClose }: VerticalNavProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const entries = useMenu();
  const skin = useSettingsStore((s) => s.skin);
  const lang = useSettingsStore((s) => s.lang);
  const collapsedSetting = useSettingsStore((s) => s.navCollapsed);
  const update = useSettingsStore((s) => s.update);
  const [hovered, setHovered] = useState(false);
  const permanent = variant === 'permanent';
  const collapsed = permanent && collapsedSetting;
  const compact = collapsed && !hovered;
  const paperWidth = compact ? NAV_COLLAPSED_WIDTH : NAV_DRAWER_WIDTH;

  // Semi-dark: the menu keeps dark colours while the rest of the page is light.
  const navTheme = useMemo(
    () =>
      skin === 'semi-dark' && theme.palette.mode === 'light'
        ? createAppTheme({
            mode: 'dark',
            skin: 'default',
            direction: theme.direction,
            arabic: lang === 'ar',
          })
        : theme,
    [skin, theme, lang],
  );

  const drawer = (
    <Drawer
      variant={permanent ? 'permanent' : 'temporary'}
      open={permanent ? true : open}
      onClose={onClose}
      slotProps={{
        paper: {
          onMouseEnter: () => collapsed && setHovered(true),
          onMouseLeave: () => setHovered(false),
          sx: (th) => ({
            width: paperWidth,
            overflowX: 'hidden',
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderInlineEnd: skin === 'bordered' ? `1px solid ${th.palette.divider}` : 'none',
            boxShadow:
              skin === 'bordered'
                ? 'none'
                : th.palette.mode === 'dark'
                  ? '0 0 12px rgba(0,0,0,0.3)'
                  : '0 0 12px rgba(38,36,56,0.08)',
            transition: th.transitions.create('width', {
              duration: th.transitions.duration.shorter,
            }),
          }),
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          height: 64,
          px: compact ? 2.25 : 2.75,
          flexShrink: 0,
        }}
      >
        <Box
          component={RouterLink}
          to="/dashboards"
          aria-label={`${BRAND.product} · ${t('nav.dashboards')}`}
          onClick={permanent ? undefined : onClose}
          sx={{ textDecoration: 'none', borderRadius: 1.5, minWidth: 0, display: 'flex' }}
        >
          <Logo hideName={compact} />
        </Box>
        {permanent && !compact && (
          <Tooltip title={collapsedSetting ? t('nav.expand') : t('nav.collapse')}>
            <IconButton
              size="small"
              aria-label={t('nav.collapse')}
              aria-pressed={collapsedSetting}
              onClick={() => update({ navCollapsed: !collapsedSetting })}
              sx={{ color: 'text.secondary' }}
            >
              {collapsedSetting ? (
                <RadioButtonUnchecked fontSize="small" />
              ) : (
                <RadioButtonChecked fontSize="small" />
              )}
            </IconButton>
          </Tooltip>
        )}
        {!permanent && (
          <IconButton
            size="small"
            aria-label={t('nav.close')}
            onClick={onClose}
            sx={{ color: 'text.secondary' }}
          >
            <Close fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', pb: 2 }}>
        <NavList
          entries={entries}
          collapsed={compact}
          onNavigate={permanent ? undefined : onClose}
        />
      </Box>
    </Drawer>
  );

  return (
    <ThemeProvider theme={navTheme}>
      {permanent ? (
        // The placeholder keeps the content beside the drawer; a hovered collapsed drawer overlaps it.
        <Box
          sx={{
            width: collapsed ? NAV_COLLAPSED_WIDTH : NAV_DRAWER_WIDTH,
            flexShrink: 0,
            transition: 'width 200ms',
          }}
        >
          {drawer}
        </Box>
      ) : (
        drawer
      )}
    </ThemeProvider>
  );
}
