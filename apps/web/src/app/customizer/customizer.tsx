import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import RestartAlt from '@mui/icons-material/RestartAlt';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import ViewSidebarOutlined from '@mui/icons-material/ViewSidebarOutlined';
import ViewDayOutlined from '@mui/icons-material/ViewDayOutlined';
import CropFreeOutlined from '@mui/icons-material/CropFreeOutlined';
import FitScreenOutlined from '@mui/icons-material/FitScreenOutlined';
import { CUSTOMIZER_DRAWER_WIDTH } from '@trayecto/contracts';
import {
  APP_BAR_TYPES,
  FOOTER_TYPES,
  ROUTE_TRANSITIONS,
  SKINS,
  useSettingsStore,
} from '../../lib/settings-store.ts';
import { ChoiceGroup, SwitchRow } from './option-controls.tsx';
import { accentText } from '../../lib/theme/accent.ts';

const Section = ({ title }: { title: string }) => (
  <Typography
    variant="overline"
    component="h3"
    sx={{
      color: accentText,
      bgcolor: 'action.hover',
      px: 1.25,
      py: 0.25,
      borderRadius: 1,
      alignSelf: 'flex-start',
      lineHeight: 2,
    }}
  >
    {title}
  </Typography>
);

/** The customizer drawer of SPEC §2 (width 400): every option persisted and applied at once. */
export function Customizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('lg'));
  const s = useSettingsStore();
  const horizontal = s.layout === 'horizontal';
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        backdrop: { invisible: true },
        paper: {
          sx: { width: { xs: '100%', sm: CUSTOMIZER_DRAWER_WIDTH }, maxWidth: '100vw' },
          'aria-labelledby': 'customizer-title',
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 3, py: 2.5 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id="customizer-title" variant="h5" component="h2">
            {t('customizer.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('customizer.subtitle')}
          </Typography>
        </Box>
        <Tooltip title={t('customizer.reset')}>
          <IconButton aria-label={t('customizer.reset')} onClick={s.reset}>
            <RestartAlt />
          </IconButton>
        </Tooltip>
        <IconButton aria-label={t('actions.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Stack spacing={3} sx={{ px: 3, py: 3, overflowY: 'auto' }}>
        <Section title={t('customizer.theming')} />
        <ChoiceGroup
          label={t('customizer.skin')}
          name="skin"
          value={s.skin}
          onChange={(skin) => s.update({ skin })}
          choices={SKINS.filter((k) => !(horizontal && k === 'semi-dark')).map((k) => ({
            value: k,
            label: t(`customizer.skins.${k}`),
          }))}
        />
        <ChoiceGroup
          label={t('customizer.mode')}
          name="mode"
          value={s.mode}
          onChange={(mode) => s.update({ mode })}
          choices={[
            { value: 'light', label: t('theme.light'), icon: <LightModeOutlined /> },
            { value: 'dark', label: t('theme.dark'), icon: <DarkModeOutlined /> },
            { value: 'system', label: t('theme.system'), icon: <DesktopWindowsOutlined /> },
          ]}
        />
        <SwitchRow
          label={t('customizer.rtl')}
          hint={s.lang === 'ar' ? t('customizer.rtlArabic') : undefined}
          checked={s.rtl || s.lang === 'ar'}
          disabled={s.lang === 'ar'}
          onChange={(rtl) => s.update({ rtl })}
        />
        <Divider />
        <Section title={t('customizer.layout')} />
        <ChoiceGroup
          label={t('customizer.menuLayout')}
          name="layout"
          value={s.layout}
          columns={2}
          onChange={(layout) => s.update({ layout })}
          choices={[
            {
              value: 'vertical',
              label: t('customizer.layouts.vertical'),
              icon: <ViewSidebarOutlined />,
            },
            {
              value: 'horizontal',
              label: t('customizer.layouts.horizontal'),
              icon: <ViewDayOutlined />,
              disabled: !large && !horizontal,
            },
          ]}
        />
        {!large && (
          <Typography variant="caption" color="text.secondary" sx={{ mt: '8px !important' }}>
            {t('customizer.horizontalLargeOnly')}
          </Typography>
        )}
        <ChoiceGroup
          label={t('customizer.contentWidth')}
          name="contentWidth"
          value={s.contentWidth}
          columns={2}
          onChange={(contentWidth) => s.update({ contentWidth })}
          choices={[
            { value: 'full', label: t('customizer.widths.full'), icon: <CropFreeOutlined /> },
            { value: 'boxed', label: t('customizer.widths.boxed'), icon: <FitScreenOutlined /> },
          ]}
        />
        <ChoiceGroup
          label={t('customizer.appBar')}
          name="appBar"
          value={s.appBar}
          onChange={(appBar) => s.update({ appBar })}
          choices={APP_BAR_TYPES.filter((k) => !(horizontal && k === 'hidden')).map((k) => ({
            value: k,
            label: t(`customizer.bars.${k}`),
          }))}
        />
        <SwitchRow
          label={t('customizer.appBarBlur')}
          checked={s.appBarBlur}
          disabled={s.appBar !== 'fixed'}
          onChange={(appBarBlur) => s.update({ appBarBlur })}
        />
        <ChoiceGroup
          label={t('customizer.footer')}
          name="footer"
          value={s.footer}
          onChange={(footer) => s.update({ footer })}
          choices={FOOTER_TYPES.map((k) => ({ value: k, label: t(`customizer.bars.${k}`) }))}
        />
        <Divider />
        <Section title={t('customizer.menu')} />
        <SwitchRow
          label={t('customizer.menuCollapsed')}
          checked={s.navCollapsed}
          disabled={horizontal || s.navHidden}
          onChange={(navCollapsed) => s.update({ navCollapsed })}
        />
        <SwitchRow
          label={t('customizer.menuHidden')}
          hint={t('customizer.menuHiddenHint')}
          checked={s.navHidden}
          disabled={horizontal}
          onChange={(navHidden) => s.update({ navHidden })}
        />
        <Divider />
        <Section title={t('customizer.misc')} />
        <ChoiceGroup
          label={t('customizer.routeTransition')}
          name="routeTransition"
          value={s.routeTransition}
          onChange={(routeTransition) => s.update({ routeTransition })}
          choices={ROUTE_TRANSITIONS.map((k) => ({
            value: k,
            label: t(`customizer.transitions.${k}`),
          }))}
        />
      </Stack>
    </Drawer>
  );
}
