import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

type Tone = 'primary' | 'success' | 'info' | 'warning';

/** One headline figure of a panel: its label and icon, the figure, a caption below. */
export function FigureCard({
  label,
  value,
  caption,
  icon,
  tone,
}: {
  label: string;
  value: ReactNode;
  caption?: ReactNode;
  icon: ReactNode;
  tone: Tone;
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
      <Typography
        component="div"
        sx={{ mt: 0.5, fontSize: { xs: '1.5rem', sm: '1.75rem' }, fontWeight: 700 }}
      >
        {value}
      </Typography>
      {caption && (
        <Typography variant="body2" color="text.secondary" component="div">
          {caption}
        </Typography>
      )}
    </Card>
  );
}
