import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import { LANGUAGES, isLanguage, type Language } from '@trayecto/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { useSettingsStore } from '../../../lib/settings-store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { updateProfile } from '../api/profile-api.ts';
import { SectionCard } from './section-card.tsx';

const NAMES: Record<Language, string> = {
  es: 'Español',
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
};

/** The interface language: applied at once in this browser and saved on the account. */
export function LanguageCard({
  notify,
}: {
  notify: (severity: 'success' | 'error', text: string) => void;
}) {
  const { t } = useTranslation('profile');
  const lang = useSettingsStore((s) => s.lang);
  const [saving, setSaving] = useState(false);
  // the account's language is the company's to write (issue 13): a member's choice stays here
  const canWrite = useCan('write', 'company');

  const handleChange = async (value: string) => {
    if (!isLanguage(value) || value === lang) return;
    setLanguage(value);
    if (!canWrite) return;
    setSaving(true);
    try {
      await updateProfile({ lang: value });
      notify('success', t('language.saved', { lng: value }));
    } catch (e) {
      notify('error', isApiError(e) ? e.message : t('errors:unknown', { lng: value }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard
      id="profile-language"
      title={t('language.title')}
      subtitle={t('language.subtitle')}
      icon={<LanguageOutlined />}
    >
      <TextField
        select
        fullWidth
        label={t('language.label')}
        value={lang}
        onChange={(e) => void handleChange(e.target.value)}
        disabled={saving}
        slotProps={{
          input: {
            endAdornment: saving ? (
              <InputAdornment position="end" sx={{ marginInlineEnd: 3 }}>
                <CircularProgress size={18} aria-label={t('language.saving')} />
              </InputAdornment>
            ) : undefined,
          },
        }}
      >
        {LANGUAGES.map((code) => (
          <MenuItem key={code} value={code} lang={code}>
            {NAMES[code]}
          </MenuItem>
        ))}
      </TextField>
    </SectionCard>
  );
}
