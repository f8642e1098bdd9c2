import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { formatBs, formatUsd, toBolivares } from '@trayecto/contracts';
import { amountText } from '../../../lib/theme/accent.ts';

/**
 * Dollars, and bolívares at the rate when there is one, or the figure's own bolívares when it has
 * them (a top-up's credit is what its payment was worth in Bs, as its invoice says).
 */
export function MoneyFigure({
  usd,
  rate,
  ves = null,
  signed,
  size = 'body',
}: {
  usd: number;
  rate: number | null;
  ves?: number | null;
  signed?: boolean;
  size?: 'body' | 'large' | 'hero';
}) {
  const plus = signed && usd > 0 ? '+' : '';
  const color = (th: Theme) => (signed || usd < 0 ? amountText(th, usd) : th.palette.text.primary);
  return (
    <Box
      dir="ltr"
      component="span"
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        unicodeBidi: 'isolate',
      }}
    >
      <Typography
        component="span"
        sx={{
          fontWeight: size !== 'body' ? 700 : signed ? 600 : 500,
          fontSize: { body: '0.875rem', large: '1.5rem', hero: '2.25rem' }[size],
          lineHeight: 1.3,
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
          color,
        }}
      >
        {plus}
        {formatUsd(usd)}
      </Typography>
      {(rate !== null || ves !== null) && (
        <Typography
          component="span"
          variant={size === 'body' ? 'caption' : 'body2'}
          color="text.secondary"
          sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        >
          {plus}
          {formatBs(ves ?? toBolivares(usd, rate ?? 0))}
        </Typography>
      )}
    </Box>
  );
}
