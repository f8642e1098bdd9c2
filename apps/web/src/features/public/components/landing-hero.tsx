import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { HeroPreview } from './hero-preview.tsx';

/** SPEC §1 claims: support answers in 3 to 7 minutes, savings up to 35 %, over 1,500 companies. */
export const CLAIMS = [
  { value: '3–7 min', key: 'support' },
  { value: '35%', key: 'savings' },
  { value: '+1,500', key: 'companies' },
] as const;

export function LandingHero() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        background: (th) =>
          `radial-gradient(ellipse at 10% 0%, ${alpha(th.palette.primary.main, 0.16)}, transparent 55%), radial-gradient(ellipse at 100% 60%, ${alpha(th.palette.info.main, 0.12)}, transparent 50%)`,
      }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          pt: { xs: 6, md: 10 },
          pb: { xs: 9, md: 12 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
          gap: { xs: 7, md: 6 },
          alignItems: 'center',
        }}
      >
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Chip
            label={t('landing.hero.badge')}
            color="primary"
            variant="outlined"
            sx={{ bgcolor: (th) => alpha(th.palette.primary.main, 0.08) }}
          />
          <Typography
            id="hero-title"
            variant="h1"
            component="h1"
            sx={{
              fontSize: { xs: '2.1rem', sm: '2.75rem', md: '3.25rem' },
              letterSpacing: '-0.02em',
            }}
          >
            {t('landing.hero.title')}{' '}
            <Box component="span" sx={{ color: 'primary.main' }}>
              {t('landing.hero.titleAccent')}
            </Box>
          </Typography>
          <Typography
            color="text.secondary"
            sx={{ fontSize: { xs: '1.05rem', sm: '1.2rem' }, maxWidth: 560 }}
          >
            {t('landing.hero.subtitle')}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            <Button
              component={RouterLink}
              to="/contactanos"
              variant="contained"
              size="large"
              endIcon={
                <ArrowForward
                  sx={{ transform: (th) => (th.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
                />
              }
            >
              {t('landing.hero.primaryCta')}
            </Button>
            <Button component={RouterLink} to="/login" variant="outlined" size="large">
              {t('landing.hero.secondaryCta')}
            </Button>
          </Stack>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(3, auto)',
              gap: { xs: 2, sm: 4 },
              m: 0,
              pt: 1,
            }}
          >
            {CLAIMS.map((c) => (
              <Box
                key={c.key}
                sx={{
                  display: 'flex',
                  flexDirection: 'column-reverse',
                  justifyContent: 'flex-end',
                }}
              >
                <Typography
                  component="dt"
                  variant="body2"
                  color="text.secondary"
                  sx={{ maxWidth: 140 }}
                >
                  {t(`landing.claims.${c.key}`)}
                </Typography>
                <Typography
                  component="dd"
                  sx={{
                    m: 0,
                    fontWeight: 800,
                    fontSize: { xs: '1.5rem', sm: '1.9rem' },
                    color: 'text.primary',
                  }}
                >
                  <bdi dir="ltr">{c.value}</bdi>
                </Typography>
              </Box>
            ))}
          </Box>
        </Stack>
        <HeroPreview />
      </Box>
    </Box>
  );
}
