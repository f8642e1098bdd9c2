import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Savings from '@mui/icons-material/SavingsOutlined';
import Speed from '@mui/icons-material/SpeedOutlined';
import Verified from '@mui/icons-material/VerifiedOutlined';
import { accentText } from '../../../lib/theme/accent.ts';

const POINTS = ['p1', 'p2', 'p3', 'p4', 'p5'] as const;
const STEPS = ['s1', 's2', 's3'] as const;

/** The business bundle pitch, then how to get started in three steps. */
export function LandingBundle() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      id="bundle"
      aria-labelledby="bundle-title"
      sx={{
        bgcolor: (th) => alpha(th.palette.primary.main, th.palette.mode === 'dark' ? 0.08 : 0.05),
        scrollMarginTop: 72,
      }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: { xs: 7, md: 10 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: { xs: 5, md: 8 },
          alignItems: 'center',
        }}
      >
        <Stack spacing={2.5}>
          <Typography variant="overline" component="p" sx={{ color: accentText }}>
            {t('landing.bundle.eyebrow')}
          </Typography>
          <Typography
            id="bundle-title"
            variant="h2"
            component="h2"
            sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}
          >
            {t('landing.bundle.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.05rem' }}>
            {t('landing.bundle.text')}
          </Typography>
          <List disablePadding>
            {POINTS.map((p) => (
              <ListItem key={p} disableGutters sx={{ py: 0.6, alignItems: 'flex-start' }}>
                <ListItemIcon sx={{ minWidth: 34, mt: 0.25 }}>
                  <CheckCircle color="success" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(`landing.bundle.points.${p}`)} />
              </ListItem>
            ))}
          </List>
          <Box>
            <Button component={RouterLink} to="/contactanos" variant="contained" size="large">
              {t('landing.bundle.cta')}
            </Button>
          </Box>
        </Stack>
        <Card sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4 }}>
          <Stack direction="row" spacing={1} sx={{ mb: 3, flexWrap: 'wrap', gap: 1 }}>
            <Chip
              icon={<Savings />}
              label={t('landing.bundle.chips.savings')}
              color="success"
              variant="outlined"
            />
            <Chip
              icon={<Speed />}
              label={t('landing.bundle.chips.support')}
              color="info"
              variant="outlined"
            />
            <Chip
              icon={<Verified />}
              label={t('landing.bundle.chips.companies')}
              color="primary"
              variant="outlined"
            />
          </Stack>
          <Typography variant="h5" component="h3" sx={{ mb: 2.5 }}>
            {t('landing.steps.title')}
          </Typography>
          <Stack component="ol" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {STEPS.map((s, i) => (
              <Stack component="li" key={s} direction="row" spacing={2}>
                <Box
                  sx={{
                    flexShrink: 0,
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                    color: 'primary.contrastText',
                    bgcolor: 'primary.main',
                  }}
                >
                  {i + 1}
                </Box>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{t(`landing.steps.${s}.title`)}</Typography>
                  <Typography color="text.secondary" variant="body2">
                    {t(`landing.steps.${s}.text`)}
                  </Typography>
                </Box>
              </Stack>
            ))}
          </Stack>
        </Card>
      </Box>
    </Box>
  );
}
