import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import { useSettingsStore, type ThemeMode } from '../lib/settings-store.ts';

const MODES: { mode: ThemeMode; icon: typeof LightModeOutlined }[] = [
  { mode: 'light', icon: LightModeOutlined },
  { mode: 'dark', icon: DarkModeOutlined },
  { mode: 'system', icon: DesktopWindowsOutlined },
];

/** Light, dark or the system's choice; persisted with the other settings. */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const mode = useSettingsStore((s) => s.mode);
  const update = useSettingsStore((s) => s.update);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Current = MODES.find((m) => m.mode === mode)?.icon ?? LightModeOutlined;
  return (
    <>
      <Tooltip title={t('topBar.theme')}>
        <IconButton
          aria-label={t('topBar.theme')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? 'theme-menu' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Current />
        </IconButton>
      </Tooltip>
      <Menu
        id="theme-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        {MODES.map(({ mode: m, icon: Icon }) => (
          <MenuItem
            key={m}
            selected={m === mode}
            onClick={() => {
              update({ mode: m });
              setAnchor(null);
            }}
            sx={{ minWidth: 170 }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t(`theme.${m}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
