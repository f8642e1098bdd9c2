import { useMemo, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
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

export type EmotionCaches = { ltr: EmotionCache; rtl: EmotionCache };

/**
 * Two emotion caches: styles written for left-to-right are flipped by stylis-plugin-rtl. In the
 * browser they take over the style tags the prerendered page came with (their keys name them).
 */
export function createEmotionCaches(): EmotionCaches {
  return {
    ltr: createCache({ key: 'mui', prepend: true }),
    rtl: createCache({ key: 'mui-rtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] }),
  };
}

// made at the first render, not when this module loads: a prerendered page that is not
// hydrated has its style tags removed first (app/hydrate.ts), so the caches take none over
let browserCaches: EmotionCaches | undefined;

export function useResolvedMode(): 'light' | 'dark' {
  const mode = useSettingsStore((s) => s.mode);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  return mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
}

/** `caches`: the build's prerender gives each page fresh ones, to take the page's styles from. */
export function AppThemeProvider({
  children,
  caches,
}: {
  children: ReactNode;
  caches?: EmotionCaches;
}) {
  const mode = useResolvedMode();
  const skin = useSettingsStore((s) => s.skin);
  const lang = useSettingsStore((s) => s.lang);
  const rtl = useSettingsStore((s) => isRtl(s));
  const { t } = useTranslation('common');
  const emotion = caches ?? (browserCaches ??= createEmotionCaches());
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
    <CacheProvider value={rtl ? emotion.rtl : emotion.ltr}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
