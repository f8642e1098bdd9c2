import type { Theme } from '@mui/material/styles';

/** Brand-coloured text that keeps 4.5:1 on tinted surfaces, in light and dark mode. */
export function accentText(theme: Theme): string {
  return theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark;
}

/** Text in a status colour (a credit in green, a debit in red) that keeps 4.5:1 in both modes. */
export function toneText(theme: Theme, tone: 'success' | 'error' | 'warning' | 'info'): string {
  return theme.palette.mode === 'dark' ? theme.palette[tone].light : theme.palette[tone].dark;
}

/** The text colour of a signed amount: green above zero, red below, plain at zero. */
export function amountText(theme: Theme, value: number): string {
  if (value > 0) return toneText(theme, 'success');
  if (value < 0) return toneText(theme, 'error');
  return theme.palette.text.primary;
}
