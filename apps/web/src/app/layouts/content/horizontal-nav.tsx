import { useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { alpha, type Theme } from '@mui/material/styles';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { formatUsd } from '@trayecto/contracts';
import { WaitingApprovalsBadge } from '../../../features/approvals/components/waiting-approvals-badge.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import type { NavItem, NavSection } from '../../navigation/menu.ts';
import { isActivePath, useMenu } from '../../navigation/use-menu.ts';

const topButtonSx = (active: boolean) => (theme: Theme) => ({
  color: active ? theme.palette.primary.contrastText : theme.palette.text.primary,
  px: 2,
  py: 0.9,
  borderRadius: 2,
  fontWeight: 500,
  whiteSpace: 'nowrap' as const,
  ...(active
    ? {
        background: `linear-gradient(72deg, ${theme.palette.primary.main} 22%, ${alpha(theme.palette.primary.main, 0.72)} 100%)`,
        boxShadow: `0 2px 6px ${alpha(theme.palette.primary.main, 0.4)}`,
      }
    : {}),
});

function SectionMenu({ section }: { section: NavSection }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const wallet = useSessionStore((s) => s.wallet);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = `hnav-${section.id}`;
  const active = section.items.some((i) => i.kind === 'link' && isActivePath(pathname, i.path));
  const close = () => setAnchor(null);
  const renderItem = (item: NavItem) => {
    const Icon = item.icon;
    const common = { onClick: close, sx: { minWidth: 220, gap: 0.5 } };
    const inner = (
      <>
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t(item.title)} />
        {item.kind === 'link' && item.showWallet && (
          <Chip
            size="small"
            variant="outlined"
            color="success"
            label={formatUsd(wallet)}
            sx={{ ml: 1 }}
          />
        )}
        {item.kind === 'link' && item.badge === 'approvals' && <WaitingApprovalsBadge />}
        {item.kind === 'external' && (
          <OpenInNew sx={{ fontSize: 16, opacity: 0.6, ml: 1 }} aria-hidden />
        )}
      </>
    );
    return item.kind === 'external' ? (
      <MenuItem
        key={item.id}
        component="a"
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        {...common}
      >
        {inner}
      </MenuItem>
    ) : (
      <MenuItem
        key={item.id}
        component={RouterNavLink}
        to={item.path}
        selected={isActivePath(pathname, item.path)}
        {...common}
      >
        {inner}
      </MenuItem>
    );
  };
  return (
    <>
      <Button
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? id : undefined}
        endIcon={<KeyboardArrowDown />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={topButtonSx(active)}
      >
        {t(section.title)}
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {section.items.map(renderItem)}
      </Menu>
    </>
  );
}

/** The horizontal layout's menu: a bar of dropdowns, one per section. */
export function HorizontalNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = useMenu();
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{ display: 'flex', gap: 1, py: 1, overflowX: 'auto' }}
    >
      {entries.map((entry) => {
        if (entry.kind === 'section') return <SectionMenu key={entry.id} section={entry} />;
        const Icon = entry.icon;
        return (
          <Button
            key={entry.id}
            component={RouterNavLink}
            to={entry.path}
            startIcon={<Icon />}
            sx={topButtonSx(isActivePath(pathname, entry.path))}
          >
            {t(entry.title)}
          </Button>
        );
      })}
    </Box>
  );
}
