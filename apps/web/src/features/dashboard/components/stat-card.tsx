import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

type Tone = 'primary' | 'success' | 'info' | 'warning';

/** One headline figure of the dashboard: label and icon on top, the figure below at full width. */
export function StatCard({
  label,
  value,
  caption,
  icon,
  tone,
  loading,
}: {
  label: string;
  value: ReactNode;
  caption?: ReactNode;
  icon: ReactNode;
  tone: Tone;
  loading?: boolean;
}) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, height: '100%', p: 2.5 }}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 40,
            height: 40,
            borderRadius: 2.5,
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            color: theme.palette[tone].main,
            bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.2 : 0.12),
            '& svg': { fontSize: 22 },
          })}
        >
          {icon}
        </Box>
      </Stack>
      {loading ? (
        <Skeleton variant="text" width="55%" sx={{ fontSize: '1.9rem', mt: 0.5 }} />
      ) : (
        <Typography
          component="p"
          sx={{
            mt: 0.5,
            fontSize: { xs: '1.75rem', lg: '1.65rem', xl: '1.85rem' },
            fontWeight: 700,
            lineHeight: 1.25,
            overflowWrap: 'anywhere',
            textAlign: 'start',
          }}
        >
          <span dir="ltr">{value}</span>
        </Typography>
      )}
      {caption && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
          {loading ? <Skeleton width="70%" /> : caption}
        </Typography>
      )}
    </Card>
  );
}
