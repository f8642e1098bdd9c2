import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { Logo } from './logo.tsx';

type ComingSoonProps = {
  /** common-namespace key of the screen's title */
  title: string;
  /** common-namespace key of one sentence on what the screen will do */
  description: string;
  icon: ReactNode;
};

/** An honest empty state for a screen that a later release builds. */
export function ComingSoon({ title, description, icon }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t(title)}
      </Typography>
      <Card>
        <CardContent sx={{ py: { xs: 6, sm: 9 }, px: 3 }}>
          <Stack
            spacing={2}
            sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480, mx: 'auto' }}
          >
            <Box
              sx={{
                width: 76,
                height: 76,
                borderRadius: 4,
                display: 'grid',
                placeItems: 'center',
                color: 'primary.main',
                bgcolor: (th) => alpha(th.palette.primary.main, 0.12),
                '& svg': { fontSize: 38 },
              }}
            >
              {icon}
            </Box>
            <Chip label={t('comingSoon.badge')} color="primary" variant="outlined" size="small" />
            <Typography variant="h5" component="h2">
              {t('comingSoon.title')}
            </Typography>
            <Typography color="text.secondary">{t(description)}</Typography>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** The same empty state for public pages (no panel around it). */
export function PublicComingSoon(props: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: 2, py: { xs: 3, sm: 5 } }}>
      <Link
        component={RouterLink}
        to="/"
        underline="none"
        sx={{ display: 'inline-flex', mb: { xs: 3, sm: 5 }, borderRadius: 1 }}
      >
        <Logo />
      </Link>
      <Box component="main">
        <ComingSoon {...props} />
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Button component={RouterLink} to="/" variant="text">
            {t('actions.backHome')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
