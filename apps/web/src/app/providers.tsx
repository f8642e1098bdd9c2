import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { AppThemeProvider, type EmotionCaches } from './theme-provider.tsx';

/**
 * What every page needs. The TanStack Query client is not here: only the panel and the public
 * trip page fetch through it, and they bring it with their chunks (`withQueryClient`).
 */
export function AppProviders({
  children,
  caches,
}: {
  children: ReactNode;
  caches?: EmotionCaches;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider caches={caches}>{children}</AppThemeProvider>
    </I18nextProvider>
  );
}
