import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function LandingCta() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="cta-title"
      sx={{ px: { xs: 2, sm: 3 }, pb: { xs: 7, md: 10 } }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          borderRadius: 5,
          px: { xs: 3, md: 8 },
          py: { xs: 5, md: 7 },
          color: '#fff',
          background: 'linear-gradient(120deg, #5244C4 0%, #6A5AE0 45%, #00A7BC 120%)',
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 3,
          alignItems: { md: 'center' },
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ maxWidth: 640 }}>
          <Typography id="cta-title" variant="h3" component="h2" sx={{ color: 'inherit', mb: 1 }}>
            {t('landing.cta.title')}
          </Typography>
          <Typography sx={{ color: 'rgba(255,255,255,0.86)', fontSize: '1.05rem' }}>
            {t('landing.cta.text')}
          </Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexShrink: 0 }}>
          <Button
            component={RouterLink}
            to="/contactanos"
            size="large"
            variant="contained"
            sx={{
              bgcolor: '#fff',
              color: '#4335B0',
              '&:hover': { bgcolor: 'rgba(255,255,255,0.9)' },
            }}
          >
            {t('landing.cta.primary')}
          </Button>
          <Button
            component={RouterLink}
            to="/login"
            size="large"
            variant="outlined"
            sx={{
              color: '#fff',
              borderColor: 'rgba(255,255,255,0.7)',
              '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
            }}
          >
            {t('landing.cta.secondary')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
