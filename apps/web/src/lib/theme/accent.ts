import type { Theme } from '@mui/material/styles';

/** Brand-coloured text that keeps 4.5:1 on tinted surfaces, in light and dark mode. */
export function accentText(theme: Theme): string {
  return theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark;
}
