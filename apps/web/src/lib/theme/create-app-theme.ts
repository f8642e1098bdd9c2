import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { Skin } from '../settings-store.ts';
import { darkPalette, lightPalette } from './palette.ts';

export type ThemeInput = {
  mode: 'light' | 'dark';
  skin: Skin;
  direction: 'ltr' | 'rtl';
  /** Arabic gets a font that has Arabic glyphs */
  arabic: boolean;
};

const latin = '"Public Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const arabicFont = '"Noto Sans Arabic", "Public Sans", system-ui, sans-serif';

export function createAppTheme({ mode, skin, direction, arabic }: ThemeInput): Theme {
  const bordered = skin === 'bordered';
  const base = createTheme({
    direction,
    palette: mode === 'dark' ? darkPalette : lightPalette,
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: arabic ? arabicFont : latin,
      fontSize: 14,
      h1: { fontWeight: 700, fontSize: '2.875rem', lineHeight: 1.2 },
      h2: { fontWeight: 700, fontSize: '2.375rem', lineHeight: 1.25 },
      h3: { fontWeight: 600, fontSize: '1.75rem', lineHeight: 1.3 },
      h4: { fontWeight: 600, fontSize: '1.5rem', lineHeight: 1.35 },
      h5: { fontWeight: 600, fontSize: '1.125rem', lineHeight: 1.4 },
      h6: { fontWeight: 600, fontSize: '0.9375rem', lineHeight: 1.45 },
      button: { textTransform: 'none', fontWeight: 500 },
      overline: { fontWeight: 600, letterSpacing: '0.08em' },
    },
  });
  const { palette } = base;
  const cardShadow =
    mode === 'dark' ? '0 3px 12px rgba(12, 10, 30, 0.35)' : '0 3px 12px rgba(38, 36, 56, 0.08)';
  const focusRing = `0 0 0 3px ${alpha(palette.primary.main, 0.45)}`;

  return createTheme(base, {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased' },
          // A visible focus ring for keyboard users everywhere (not on mouse clicks).
          ':focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              transitionDuration: '0.01ms !important',
            },
          },
        },
      },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      // What a person types (a name, an address, an e-mail) is laid out in its own direction:
      // in Arabic a Latin address starts at the left and keeps its start in view.
      MuiInputBase: { styleOverrides: { input: { unicodeBidi: 'plaintext' } } },
      MuiButton: {
        styleOverrides: {
          root: {
            borderRadius: 8,
            paddingInline: 18,
            '&.Mui-focusVisible': { boxShadow: focusRing },
          },
          contained: { boxShadow: 'none', '&:hover': { boxShadow: 'none' } },
        },
      },
      MuiIconButton: {
        styleOverrides: { root: { '&.Mui-focusVisible': { boxShadow: focusRing } } },
      },
      MuiListItemButton: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { boxShadow: `inset ${focusRing}` } },
        },
      },
      MuiPaper: {
        defaultProps: { elevation: bordered ? 0 : 1 },
        styleOverrides: {
          root: { backgroundImage: 'none' },
          elevation1: { boxShadow: cardShadow },
          outlined: { borderColor: palette.divider },
        },
      },
      MuiCard: {
        defaultProps: bordered ? { variant: 'outlined' } : {},
        styleOverrides: {
          root: {
            borderRadius: 12,
            ...(bordered ? { boxShadow: 'none' } : { boxShadow: cardShadow }),
          },
        },
      },
      MuiMenu: {
        styleOverrides: {
          paper: {
            marginTop: 4,
            border: bordered ? `1px solid ${palette.divider}` : undefined,
            boxShadow: bordered ? 'none' : undefined,
          },
        },
      },
      MuiChip: {
        styleOverrides: {
          root: { fontWeight: 500 },
          // coloured text on the page surface: the AA-contrast variant of the colour
          outlined: ({ ownerState, theme }: { ownerState: { color?: string }; theme: Theme }) => {
            const key = ownerState.color;
            if (!key || key === 'default') return {};
            const tone = theme.palette[key as 'primary'];
            return {
              color: theme.palette.mode === 'dark' ? tone.light : tone.dark,
              borderColor: alpha(tone.main, 0.6),
            };
          },
        },
      },
      MuiTooltip: {
        styleOverrides: {
          tooltip: { fontSize: '0.8125rem', backgroundColor: alpha(palette.grey[900], 0.92) },
        },
      },
      MuiDialog: {
        styleOverrides: {
          paper: {
            borderRadius: 12,
            ...(bordered ? { border: `1px solid ${palette.divider}` } : {}),
            // a form around title, content and actions keeps the dialog's layout: the content
            // scrolls, the title and the buttons stay in view (every form dialog, one rule)
            '& > form': {
              display: 'flex',
              flexDirection: 'column',
              flex: '1 1 auto',
              minHeight: 0,
            },
          },
        },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
      // an alert's action ("Dar saldo a <name>"): when the message and the action do not fit side
      // by side (a phone, a drawer) the action goes under the message, with the whole width,
      // instead of being squeezed into a narrow column of three lines
      MuiAlert: {
        styleOverrides: {
          root: { flexWrap: 'wrap' },
          message: { flex: '1 1 12rem' },
        },
      },
    },
  });
}
