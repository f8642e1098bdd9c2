import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

type StatusPageProps = {
  /** large code shown above the title ("404", "403") */
  code?: string;
  icon?: ReactNode;
  title: string;
  description: string;
  actions?: ReactNode;
  /** fill the viewport (blank layout) or sit inside the panel content */
  fullPage?: boolean;
};

/** Refusal, error and empty pages share this centred composition. */
export function StatusPage({
  code,
  icon,
  title,
  description,
  actions,
  fullPage = false,
}: StatusPageProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: fullPage ? '100dvh' : '60vh',
        display: 'grid',
        placeItems: 'center',
        px: 3,
        py: 6,
        background: fullPage
          ? (t) =>
              `radial-gradient(circle at 20% 20%, ${alpha(t.palette.primary.main, 0.1)}, transparent 45%), radial-gradient(circle at 80% 80%, ${alpha(t.palette.info.main, 0.08)}, transparent 40%)`
          : undefined,
      }}
    >
      <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520 }}>
        {icon && (
          <Box
            sx={{
              width: 88,
              height: 88,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: (t) => alpha(t.palette.primary.main, 0.12),
              boxShadow: (t) => `0 0 0 12px ${alpha(t.palette.primary.main, 0.05)}`,
              '& svg': { fontSize: 44 },
            }}
          >
            {icon}
          </Box>
        )}
        {code && (
          <Typography
            aria-hidden
            sx={{
              fontSize: { xs: '4.5rem', sm: '6rem' },
              fontWeight: 800,
              lineHeight: 1,
              letterSpacing: '-0.04em',
              background: (t) =>
                `linear-gradient(135deg, ${t.palette.primary.light}, ${t.palette.primary.dark})`,
              backgroundClip: 'text',
              WebkitBackgroundClip: 'text',
              color: 'transparent',
            }}
          >
            {code}
          </Typography>
        )}
        <Typography variant="h3" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '1rem' }}>
          {description}
        </Typography>
        {actions && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}
          >
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
