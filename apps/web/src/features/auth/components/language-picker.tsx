import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Translate from '@mui/icons-material/Translate';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { LANGUAGES, type Language } from '@trayecto/contracts';
import { setLanguage } from '../../../lib/i18n.ts';
import { useSettingsStore } from '../../../lib/settings-store.ts';

const NAMES: Record<Language, string> = {
  es: 'Español',
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
};

/** Language choice for the pages outside the panel (login, password recovery). */
export function LanguagePicker() {
  const { t } = useTranslation('auth');
  const lang = useSettingsStore((s) => s.lang);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<Translate fontSize="small" />}
        endIcon={<ExpandMore fontSize="small" />}
        aria-label={`${NAMES[lang]} (${t('language')})`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ color: 'text.secondary', fontWeight: 500 }}
      >
        {NAMES[lang]}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((code) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === lang}
            onClick={() => {
              setLanguage(code);
              setAnchor(null);
            }}
          >
            {NAMES[code]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
