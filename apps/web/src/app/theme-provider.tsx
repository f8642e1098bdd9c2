import { useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { materialTexts } from '../lib/control-texts.ts';
import { isRtl, useSettingsStore } from '../lib/settings-store.ts';
import { createAppTheme } from '../lib/theme/create-app-theme.ts';

// Two emotion caches: styles written for left-to-right are flipped by stylis-plugin-rtl.
const ltrCache = createCache({ key: 'mui', prepend: true });
const rtlCache = createCache({
  key: 'mui-rtl',
  prepend: true,
  stylisPlugins: [prefixer, rtlPlugin],
});

export function useResolvedMode(): 'light' | 'dark' {
  const mode = useSettingsStore((s) => s.mode);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  return mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useResolvedMode();
  const skin = useSettingsStore((s) => s.skin);
  const lang = useSettingsStore((s) => s.lang);
  const rtl = useSettingsStore((s) => isRtl(s));
  const { t } = useTranslation('common');
  const theme = useMemo(
    () =>
      // the components' built-in labels in the interface language
      createTheme(
        createAppTheme({ mode, skin, direction: rtl ? 'rtl' : 'ltr', arabic: lang === 'ar' }),
        { components: materialTexts((key, values) => t(key, values ?? {})) },
      ),
    [mode, skin, rtl, lang, t],
  );
  return (
    <CacheProvider value={rtl ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
