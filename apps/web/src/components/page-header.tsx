import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A page's h1, subtitle and actions; the actions go beside the title from `rowFrom` up. */
export function PageHeader({
  title,
  subtitle,
  action,
  rowFrom = 'sm',
}: {
  /** the words of the h1 (a detail's with the order's id) */
  title: ReactNode;
  subtitle?: ReactNode;
  action?: ReactNode;
  rowFrom?: 'sm' | 'md';
}) {
  return (
    <Stack
      direction={{ xs: 'column', [rowFrom]: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { [rowFrom]: 'flex-end' } }}
    >
      <div>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '1.75rem' } }}
        >
          {title}
        </Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </div>
      {action}
    </Stack>
  );
}
