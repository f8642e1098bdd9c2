import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatUsd } from '@trayecto/contracts';

/** An amount in dollars, left to right inside any sentence, its digits aligned. */
export function Usd({ value, sx }: { value: number; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="bdi"
      dir="ltr"
      sx={[
        { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {formatUsd(value)}
    </Box>
  );
}
