import { NavLink as RouterNavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha, type Theme } from '@mui/material/styles';
import type SvgIcon from '@mui/material/SvgIcon';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import Close from '@mui/icons-material/Close';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import CreditScoreOutlined from '@mui/icons-material/CreditScoreOutlined';
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PriceChangeOutlined from '@mui/icons-material/PriceChangeOutlined';
import { NAV_DRAWER_WIDTH } from '@trayecto/contracts/constants';
import { Logo } from '../../../components/logo.tsx';
import { CONSOLE_HOME_PATH } from '../../../lib/console-navigation.ts';
import type { ConsoleMenuItem } from '../lib/console-access.ts';
import { BRAND } from '../../../lib/brand.ts';

/** the panel's drawer width (SPEC §9), so both menus read alike */
export const CONSOLE_NAV_WIDTH = NAV_DRAWER_WIDTH;

const ICONS: Record<string, typeof SvgIcon> = {
  companies: ApartmentOutlined,
  leads: ContactMailOutlined,
  rates: CurrencyExchangeOutlined,
  promos: LocalOfferOutlined,
  fares: PriceChangeOutlined,
  topups: PaymentsOutlined,
  credits: CreditScoreOutlined,
  audit: FactCheckOutlined,
};

const itemSx = (theme: Theme) => ({
  minHeight: 44,
  borderRadius: 1.5,
  mx: 1.5,
  mb: 0.5,
  px: 1.5,
  '& .MuiListItemIcon-root': { minWidth: 36, color: 'inherit' },
  '&.active': {
    color: theme.palette.primary.contrastText,
    bgcolor: theme.palette.primary.main,
    boxShadow: `0 2px 6px ${alpha(theme.palette.primary.main, 0.4)}`,
    '&:hover': { bgcolor: theme.palette.primary.dark },
  },
});

/**
 * The console's side menu: beside the content from `md`, a drawer opened from the app bar on a
 * phone. Only the sections the admin's role may read are listed.
 */
export function ConsoleNav({
  items,
  variant,
  open,
  onClose,
}: {
  items: readonly ConsoleMenuItem[];
  variant: 'permanent' | 'temporary';
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const permanent = variant === 'permanent';
  const close = permanent ? undefined : onClose;
  const drawer = (
    <Drawer
      variant={variant}
      open={permanent ? true : open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: (th: Theme) => ({
            width: CONSOLE_NAV_WIDTH,
            bgcolor: 'background.paper',
            borderInlineEnd: `1px solid ${th.palette.divider}`,
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
          px: 2.5,
          flexShrink: 0,
          gap: 1,
        }}
      >
        <Box
          component={RouterNavLink}
          to={CONSOLE_HOME_PATH}
          onClick={close}
          aria-label={`${BRAND.product} · ${t('brand.console')}`}
          sx={{ textDecoration: 'none', display: 'flex', borderRadius: 1.5, minWidth: 0 }}
        >
          <Logo size={32} />
        </Box>
        {!permanent && (
          <IconButton size="small" aria-label={t('nav.close')} onClick={onClose}>
            <Close fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box component="nav" aria-label={t('nav.label')} sx={{ flex: 1, overflowY: 'auto', pb: 2 }}>
        <List disablePadding>
          {items.map((item) => {
            const Icon = ICONS[item.id] ?? ApartmentOutlined;
            return (
              <ListItemButton
                key={item.id}
                component={RouterNavLink}
                to={item.path}
                onClick={close}
                sx={itemSx}
                data-menu={item.id}
              >
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={t(item.title)}
                  slotProps={{
                    primary: { sx: { fontWeight: 500, fontSize: 15, lineHeight: 1.3 } },
                  }}
                />
              </ListItemButton>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
  return permanent ? <Box sx={{ width: CONSOLE_NAV_WIDTH, flexShrink: 0 }}>{drawer}</Box> : drawer;
}
