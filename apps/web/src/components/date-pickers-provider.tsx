import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useTranslation } from 'react-i18next';
import type { Language } from '@trayecto/contracts';
import { pickerTexts } from '../lib/control-texts.ts';
import { isDayjsLocaleLoaded, loadDayjsLocale } from '../lib/dayjs-locale.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { useSettingsStore } from '../lib/settings-store.ts';
import '../lib/company-time.ts';

// The screens with date pickers import this module, so their route chunk waits for the saved
// language's dayjs locale and the first render already speaks it.
await loadDayjsLocale(useSettingsStore.getState().lang).catch((error: unknown) => {
  // offline or a failed chunk: the pickers fall back to English instead of not rendering
  console.error('Loading the date pickers locale failed', error);
});

const PickerZone = createContext<string | null>(null);

/**
 * The zone every picker inside reads and writes (MUI X's `timezone`): the provider's `timeZone`,
 * else the signed-in company's. A picker passes it on, so a device in another zone neither shifts
 * what is shown nor what is stored.
 */
export function usePickerZone(): string {
  const company = useSessionStore((s) => s.timezone);
  return useContext(PickerZone) ?? company;
}

/**
 * The MUI X date-picker context (dayjs adapter) in the interface language. Only the screens that
 * render pickers wrap themselves in it, so MUI X and dayjs stay out of the entry chunk. When the
 * language changes, the pickers keep the previous language until the new one's locale arrives.
 */
export function DatePickersProvider({
  children,
  timeZone,
}: {
  children: ReactNode;
  /** the console's screens are the provider's days; the panel's are the company's (the default) */
  timeZone?: string;
}) {
  const lang = useSettingsStore((s) => s.lang);
  const [lastLoaded, setLastLoaded] = useState<Language>(() =>
    isDayjsLocaleLoaded(lang) ? lang : 'en',
  );
  const ready = isDayjsLocaleLoaded(lang);
  const { t } = useTranslation('common');
  const localeText = useMemo(() => pickerTexts((key, values) => t(key, values ?? {})), [t]);
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadDayjsLocale(lang).then(
      () => {
        if (current) setLastLoaded(lang);
      },
      (error: unknown) => console.error(`Loading the date pickers locale ${lang} failed`, error),
    );
    return () => {
      current = false;
    };
  }, [lang, ready]);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={ready ? lang : lastLoaded}
      localeText={localeText}
    >
      <PickerZone.Provider value={timeZone ?? null}>{children}</PickerZone.Provider>
    </LocalizationProvider>
  );
}
