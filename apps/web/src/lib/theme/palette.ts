import type { PaletteOptions } from '@mui/material/styles';

export const BRAND = {
  primary: '#6A5AE0',
  primaryLight: '#8E81EA',
  primaryDark: '#5244C4',
};

// Text-bearing variants meet WCAG AA (4.5:1): light mode writes coloured text in `dark`, dark
// mode in `light`; filled success/info/warning surfaces carry dark text.
const ON_BRIGHT = '#1E1B2E';
const shared = {
  secondary: { main: '#808390', light: '#A5A7B2', dark: '#5E606B', contrastText: '#fff' },
  success: { main: '#28C76F', light: '#5FD999', dark: '#167A45', contrastText: ON_BRIGHT },
  info: { main: '#00BAD1', light: '#4DD3E3', dark: '#00788A', contrastText: ON_BRIGHT },
  warning: { main: '#FF9F43', light: '#FFB873', dark: '#A35400', contrastText: ON_BRIGHT },
};

export const lightPalette: PaletteOptions = {
  mode: 'light',
  ...shared,
  primary: {
    main: BRAND.primary,
    light: BRAND.primaryLight,
    dark: BRAND.primaryDark,
    contrastText: '#fff',
  },
  error: { main: '#D63338', light: '#FF7074', dark: '#B0262B', contrastText: '#fff' },
  background: { default: '#F6F6F9', paper: '#FFFFFF' },
  text: {
    primary: 'rgba(38, 36, 56, 0.92)',
    secondary: 'rgba(38, 36, 56, 0.68)',
    disabled: 'rgba(38, 36, 56, 0.42)',
  },
  divider: 'rgba(38, 36, 56, 0.12)',
  action: {
    hover: 'rgba(38, 36, 56, 0.06)',
    selected: 'rgba(38, 36, 56, 0.08)',
    focus: 'rgba(38, 36, 56, 0.12)',
  },
};

export const darkPalette: PaletteOptions = {
  mode: 'dark',
  ...shared,
  // A lighter violet with dark text on it: readable both as text on dark surfaces and as a fill.
  primary: { main: '#9488F0', light: '#B4AAF6', dark: '#6A5AE0', contrastText: '#17152A' },
  error: { main: '#FF6166', light: '#FF8A8E', dark: '#D63338', contrastText: ON_BRIGHT },
  background: { default: '#1E2130', paper: '#282C3F' },
  text: {
    primary: 'rgba(230, 228, 248, 0.92)',
    secondary: 'rgba(230, 228, 248, 0.68)',
    disabled: 'rgba(230, 228, 248, 0.42)',
  },
  divider: 'rgba(230, 228, 248, 0.12)',
  action: {
    hover: 'rgba(230, 228, 248, 0.06)',
    selected: 'rgba(230, 228, 248, 0.08)',
    focus: 'rgba(230, 228, 248, 0.12)',
  },
};
