import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import Logout from '@mui/icons-material/Logout';
import { initials } from '@trayecto/contracts';
import { useLogout } from '../../../features/auth/hooks/use-logout.ts';
import { UserText, WithUserText } from '../../../components/user-text.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';

function UserAvatar({ size }: { size: number }) {
  // a team member's own initials; the company's login shows the company's
  const name = useSessionStore((s) => s.member?.name ?? s.name ?? s.email ?? '');
  const picture = useSessionStore((s) => s.picture_url);
  return (
    <Avatar
      src={picture ?? undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.main',
        fontSize: size * 0.4,
        fontWeight: 600,
      }}
    >
      {initials(name)}
    </Avatar>
  );
}

/** Initials avatar opening the user menu: name, Profile, FAQ, the customizer, Logout (SPEC §2). */
export function UserMenu({ onOpenCustomizer }: { onOpenCustomizer: () => void }) {
  const { t } = useTranslation();
  const company = useSessionStore((s) => s.name ?? '');
  const email = useSessionStore((s) => s.email ?? '');
  // a team member (issue 13): its own name and e-mail, its role and the company's panel
  const member = useSessionStore((s) => s.member);
  const assist = useSessionStore((s) => s.is_assist_mode);
  const name = member?.name ?? company;
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const handleLogout = () => {
    close();
    void logout();
  };
  return (
    <>
      {member && (
        // who is signed in, beside the avatar from tablet width up (the menu says it on a phone)
        <Box
          sx={{
            display: { xs: 'none', md: 'block' },
            minWidth: 0,
            maxWidth: 200,
            textAlign: 'end',
            lineHeight: 1.2,
          }}
          data-testid="top-bar-member"
        >
          <UserText variant="body2" component="p" noWrap sx={{ fontWeight: 600 }}>
            {member.name}
          </UserText>
          <Typography variant="caption" component="p" noWrap color="text.secondary">
            {t(`team:roleNames.${member.role}`)}
          </Typography>
        </Box>
      )}
      <IconButton
        aria-label={t('topBar.userMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Badge
          overlap="circular"
          variant="dot"
          color="success"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          sx={{
            '& .MuiBadge-badge': { boxShadow: (th) => `0 0 0 2px ${th.palette.background.paper}` },
          }}
        >
          <UserAvatar size={38} />
        </Badge>
      </IconButton>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, maxWidth: 320 } } }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: 2, py: 1.25 }}>
          <UserAvatar size={40} />
          <Box sx={{ minWidth: 0 }}>
            <UserText
              variant="body1"
              component="p"
              noWrap
              sx={{ fontWeight: 600 }}
              data-testid="user-menu-name"
            >
              {name}
            </UserText>
            <UserText variant="body2" component="p" noWrap color="text.secondary">
              {member?.email ?? email}
            </UserText>
            {member && (
              <>
                <Typography
                  variant="caption"
                  component="p"
                  color="text.secondary"
                  noWrap
                  data-testid="user-menu-role"
                >
                  {t('userMenu.role', { role: t(`team:roleNames.${member.role}`) })}
                </Typography>
                {company && (
                  <Typography variant="caption" component="p" color="text.secondary" noWrap>
                    <WithUserText>
                      {(isolate) => t('userMenu.company', { company: isolate(company) })}
                    </WithUserText>
                  </Typography>
                )}
              </>
            )}
          </Box>
        </Box>
        <Divider sx={{ my: 0.5 }} />
        <MenuItem component={RouterLink} to="/profile" onClick={close}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('userMenu.profile')} />
        </MenuItem>
        {!assist && (
          <MenuItem component={RouterLink} to="/sessions" onClick={close}>
            <ListItemIcon>
              <DevicesOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('userMenu.sessions')} />
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to="/faq" onClick={close}>
          <ListItemIcon>
            <HelpOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('userMenu.faq')} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onOpenCustomizer();
          }}
        >
          <ListItemIcon>
            <TuneOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('customizer.open')} />
        </MenuItem>
        <Divider sx={{ my: 0.5 }} />
        <MenuItem onClick={handleLogout} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('userMenu.logout')} />
        </MenuItem>
      </Menu>
    </>
  );
}
