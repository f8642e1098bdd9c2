import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import type { ConsoleAdmin } from '@trayecto/contracts/console';
import { LanguageMenu, LanguageToggle } from '../../../components/language-switcher.tsx';
import { ThemeSwitcher } from '../../../components/theme-switcher.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { BRAND } from '../../../lib/brand.ts';

/**
 * The console's app bar: the product's name and "Consola", the admin's name and role, the
 * language and theme switchers and logout; the menu button on a phone.
 */
export function ConsoleTopBar({
  admin,
  onOpenNav,
  onLogout,
}: {
  admin: ConsoleAdmin | null;
  /** shows the menu button (phones) */
  onOpenNav?: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation('console');
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (th) => th.zIndex.appBar,
        bgcolor: (th) => alpha(th.palette.background.paper, 0.92),
        backdropFilter: 'blur(8px)',
        borderBottom: (th) => `1px solid ${th.palette.divider}`,
      }}
    >
      <Stack
        direction="row"
        spacing={{ xs: 0.5, sm: 1 }}
        sx={{ alignItems: 'center', height: 64, px: { xs: 1, sm: 2 } }}
      >
        {onOpenNav && (
          <IconButton aria-label={t('nav.open')} onClick={onOpenNav} edge="start">
            <MenuIcon />
          </IconButton>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography
            component="span"
            noWrap
            sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}
          >
            {BRAND.product}
          </Typography>
          <Chip size="small" color="primary" label={t('brand.console')} sx={{ fontWeight: 600 }} />
        </Stack>
        <Box sx={{ flex: 1 }} />
        {admin && (
          <Stack
            sx={{ alignItems: 'flex-end', minWidth: 0, maxWidth: { xs: 110, sm: 220 } }}
            data-testid="console-admin"
          >
            <UserText
              variant="body2"
              noWrap
              component="span"
              sx={{ fontWeight: 600, maxWidth: '100%', display: { xs: 'none', sm: 'block' } }}
            >
              {admin.name}
            </UserText>
            <Typography
              variant="caption"
              color="text.secondary"
              noWrap
              data-role={admin.role}
              sx={{ display: { xs: 'none', sm: 'block' } }}
            >
              {t(`roles.${admin.role}`)}
            </Typography>
          </Stack>
        )}
        <LanguageToggle />
        <LanguageMenu />
        <ThemeSwitcher />
        <Tooltip title={t('session.logout')}>
          <IconButton aria-label={t('session.logout')} onClick={onLogout}>
            <LogoutOutlined
              sx={{ transform: (th) => (th.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
            />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}
