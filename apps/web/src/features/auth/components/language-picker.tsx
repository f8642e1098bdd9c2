import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Translate from '@mui/icons-material/Translate';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { Language } from '@trayecto/contracts/i18n';
import { setLanguage } from '../../../lib/i18n.ts';
import { useSettingsStore } from '../../../lib/settings-store.ts';

const NAMES: Record<Language, string> = {
  es: 'Español',
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
};

// MUI's Menu (with Popover, Modal, focus trap and transitions) is not part of a first visit to
// login: it is fetched when the pointer or the keyboard reaches the button, and opens on click.
const loadMenu = () => import('./language-picker-menu.tsx');
const LanguagePickerMenu = lazy(loadMenu);
const preloadMenu = () => void loadMenu().catch(() => undefined);

/** Language choice for the pages outside the panel (login, password recovery). */
export function LanguagePicker() {
  const { t } = useTranslation('auth');
  const lang = useSettingsStore((s) => s.lang);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // mounted from the first opening on, so that closing plays the menu's exit transition
  const [used, setUsed] = useState(false);
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
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        onClick={(e) => {
          setUsed(true);
          setAnchor(e.currentTarget);
        }}
        sx={{ color: 'text.secondary', fontWeight: 500 }}
      >
        {NAMES[lang]}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <LanguagePickerMenu
            anchor={anchor}
            lang={lang}
            names={NAMES}
            onClose={() => setAnchor(null)}
            onPick={(code) => {
              setLanguage(code);
              setAnchor(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
