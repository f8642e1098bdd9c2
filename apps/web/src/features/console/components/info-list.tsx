import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type InfoItem = { label: string; value: ReactNode; key?: string };

/**
 * A detail's facts as a description list: label over value on a phone, side by side from `sm`.
 * An empty value shows a dash.
 */
export function InfoList({ items }: { items: readonly InfoItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(120px, 200px) minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1.25 },
      }}
    >
      {items.map((item) => (
        <Box key={item.key ?? item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, mb: { xs: 1.25, sm: 0 }, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {item.value === null || item.value === undefined || item.value === ''
              ? '—'
              : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
