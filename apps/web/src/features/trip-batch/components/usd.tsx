import Box from '@mui/material/Box';
import { formatUsd } from '@trayecto/contracts/format';

/** An estimate in dollars, left to right inside any line, its digits aligned. */
export function Usd({ value }: { value: number }) {
  return (
    <Box
      component="bdi"
      dir="ltr"
      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {formatUsd(value)}
    </Box>
  );
}
