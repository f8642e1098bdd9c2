import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/ar';
import { i18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { useSettingsStore } from '../lib/settings-store.ts';
import { AppThemeProvider } from './theme-provider.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  const lang = useSettingsStore((s) => s.lang);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={lang}>
            {children}
          </LocalizationProvider>
        </AppThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
