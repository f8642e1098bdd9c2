import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A label and a value, in a responsive grid of facts. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="div"
        sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

export function FactGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2 }}
    >
      {children}
    </Box>
  );
}

/** Keeps numbers and ids left-to-right inside right-to-left text. */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <Box
      dir="ltr"
      component="span"
      sx={{ unicodeBidi: 'isolate', fontVariantNumeric: 'tabular-nums' }}
    >
      {children}
    </Box>
  );
}
