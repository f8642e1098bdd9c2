import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Translate from '@mui/icons-material/Translate';
import Check from '@mui/icons-material/Check';
import { LANGUAGES, isLanguage, type Language } from '@trayecto/contracts/i18n';
import { setLanguage } from '../lib/i18n.ts';
import { useSettingsStore } from '../lib/settings-store.ts';

/** Each language named in itself, so a reader finds theirs whatever the current one is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  es: 'Español',
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
};

/**
 * The ES/EN toggle of SPEC §2. In French or Arabic (chosen from the language menu) the toggle
 * shows that language too, selected, so it never shows no language at all.
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const lang = useSettingsStore((s) => s.lang);
  const other = lang === 'es' || lang === 'en' ? null : lang;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={lang}
      aria-label={t('topBar.language')}
      onChange={(_, value: unknown) => isLanguage(value) && setLanguage(value)}
      sx={{
        display: { xs: 'none', md: 'inline-flex' },
        '& .MuiToggleButton-root': {
          px: 1.25,
          py: 0.4,
          fontWeight: 600,
          fontSize: 12.5,
          lineHeight: 1.6,
        },
      }}
    >
      {/* named with the visible code first, for voice control (WCAG 2.5.3) */}
      <ToggleButton value="es" aria-label={`ES · ${LANGUAGE_NAMES.es}`} lang="es">
        ES
      </ToggleButton>
      <ToggleButton value="en" aria-label={`EN · ${LANGUAGE_NAMES.en}`} lang="en">
        EN
      </ToggleButton>
      {other && (
        <ToggleButton
          value={other}
          aria-label={`${other.toUpperCase()} · ${LANGUAGE_NAMES[other]}`}
          lang={other}
        >
          {other.toUpperCase()}
        </ToggleButton>
      )}
    </ToggleButtonGroup>
  );
}

/** Every language (fr and ar too) in a menu. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const lang = useSettingsStore((s) => s.lang);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('topBar.moreLanguages')}>
        <IconButton
          aria-label={t('topBar.moreLanguages')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? 'language-menu' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Translate />
        </IconButton>
      </Tooltip>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        {LANGUAGES.map((code) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === lang}
            onClick={() => {
              setLanguage(code);
              setAnchor(null);
            }}
            sx={{ minWidth: 180, gap: 1.5 }}
          >
            <ListItemText primary={LANGUAGE_NAMES[code]} />
            {code === lang && <Check fontSize="small" color="primary" aria-hidden />}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
