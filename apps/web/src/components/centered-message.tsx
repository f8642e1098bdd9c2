import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

/** Loading, empty or error, centred where the content would be. */
export function CenteredMessage({
  icon,
  title,
  text,
  action,
  busy,
}: {
  icon?: ReactNode;
  title?: string;
  text?: string;
  action?: ReactNode;
  busy?: boolean;
}) {
  return (
    <Stack
      spacing={1.5}
      role="status"
      aria-busy={busy || undefined}
      sx={{
        flex: 1,
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        py: 6,
        px: 3,
      }}
    >
      {busy ? (
        <CircularProgress size={32} />
      ) : (
        icon && (
          <Box
            aria-hidden
            sx={{
              width: 56,
              height: 56,
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: (th) => alpha(th.palette.primary.main, 0.12),
              '& svg': { fontSize: 28 },
            }}
          >
            {icon}
          </Box>
        )
      )}
      {title && (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      )}
      {text && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
          {text}
        </Typography>
      )}
      {action}
    </Stack>
  );
}
