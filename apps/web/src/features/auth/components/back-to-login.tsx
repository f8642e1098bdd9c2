import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';

export function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Button
      component={RouterLink}
      to="/login"
      startIcon={<ArrowBack sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
      sx={{ alignSelf: 'center' }}
    >
      {t('forgot.back')}
    </Button>
  );
}
