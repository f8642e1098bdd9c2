import { NavLink as RouterNavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { alpha, type Theme } from '@mui/material/styles';
import { formatUsd } from '@trayecto/contracts';
import { WaitingApprovalsBadge } from '../../../features/approvals/components/waiting-approvals-badge.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import type { NavEntry, NavItem } from '../../navigation/menu.ts';

type NavListProps = { entries: NavEntry[]; collapsed: boolean; onNavigate?: () => void };

const itemSx = (collapsed: boolean) => (theme: Theme) => ({
  minHeight: 42,
  borderRadius: 1.5,
  mx: 1.5,
  mb: 0.5,
  px: collapsed ? 1.75 : 1.5,
  color: 'text.primary',
  '& .MuiListItemIcon-root': { minWidth: collapsed ? 0 : 36, color: 'inherit' },
  '&.active': {
    color: theme.palette.primary.contrastText,
    background: `linear-gradient(72deg, ${theme.palette.primary.main} 22%, ${alpha(theme.palette.primary.main, 0.72)} 100%)`,
    boxShadow: `0 2px 6px ${alpha(theme.palette.primary.main, 0.4)}`,
    '& .MuiChip-root': {
      color: 'inherit',
      borderColor: alpha('#fff', 0.6),
      bgcolor: alpha('#fff', 0.16),
    },
  },
});

function WalletChip() {
  const wallet = useSessionStore((s) => s.wallet);
  return (
    <Chip
      size="small"
      variant="outlined"
      color="success"
      label={formatUsd(wallet)}
      sx={{ height: 22, fontSize: 12 }}
    />
  );
}

function Item({
  item,
  collapsed,
  onNavigate,
}: {
  item: NavItem;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const Icon = item.icon;
  const title = t(item.title);
  const wallet = item.kind === 'link' && item.showWallet;
  const content = (
    <>
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!collapsed && (
        <ListItemText
          primary={title}
          slotProps={{ primary: { noWrap: true, sx: { fontWeight: 500, fontSize: 15 } } }}
        />
      )}
      {!collapsed && wallet && <WalletChip />}
      {item.kind === 'link' && item.badge === 'approvals' && (
        <WaitingApprovalsBadge collapsed={collapsed} />
      )}
      {!collapsed && item.kind === 'external' && (
        <OpenInNew sx={{ fontSize: 16, opacity: 0.6 }} aria-hidden />
      )}
    </>
  );
  const button =
    item.kind === 'external' ? (
      <ListItemButton
        component="a"
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={collapsed ? `${title} (${t('nav.opensInNewTab')})` : undefined}
        sx={itemSx(collapsed)}
        onClick={onNavigate}
      >
        {content}
      </ListItemButton>
    ) : (
      <ListItemButton
        component={RouterNavLink}
        to={item.path}
        aria-label={collapsed ? title : undefined}
        sx={itemSx(collapsed)}
        onClick={onNavigate}
      >
        {content}
      </ListItemButton>
    );
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      {collapsed ? (
        <Tooltip title={title} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </Box>
  );
}

/** The vertical menu: links and titled sections; icons only when collapsed. */
export function NavList({ entries, collapsed, onNavigate }: NavListProps) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('nav.label')}>
      <List disablePadding>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <Item key={entry.id} item={entry} collapsed={collapsed} onNavigate={onNavigate} />
          ) : (
            <Box component="li" key={entry.id} sx={{ listStyle: 'none' }}>
              <List
                disablePadding
                aria-label={t(entry.title)}
                subheader={
                  collapsed ? (
                    <Divider sx={{ mx: 2.5, my: 1.5 }} aria-hidden />
                  ) : (
                    <ListSubheader
                      disableSticky
                      sx={{
                        bgcolor: 'transparent',
                        lineHeight: 1,
                        pt: 2.5,
                        pb: 1,
                        px: 3,
                        fontSize: 12.5,
                        fontWeight: 600,
                        letterSpacing: '0.08em',
                        color: 'text.secondary',
                        textTransform: 'uppercase',
                      }}
                    >
                      {t(entry.title)}
                    </ListSubheader>
                  )
                }
              >
                {entry.items.map((item) => (
                  <Item key={item.id} item={item} collapsed={collapsed} onNavigate={onNavigate} />
                ))}
              </List>
            </Box>
          ),
        )}
      </List>
    </Box>
  );
}
