import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

/** A calm message where a list would be, with what to do next. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Stack
      spacing={1.5}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 5, sm: 7 }, px: 2 }}
      role="status"
    >
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          borderRadius: 4,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: (th) => alpha(th.palette.primary.main, 0.12),
          '& svg': { fontSize: 32 },
        }}
      >
        {icon}
      </Box>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
          {text}
        </Typography>
      )}
      {action}
    </Stack>
  );
}
