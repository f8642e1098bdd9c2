import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SessionsList } from '../../../components/sessions/sessions-list.tsx';

/** /sessions (user menu): where the signed-in person is signed in, and ending any of it. */
export function Component() {
  const { t } = useTranslation('profile');
  return (
    <Stack spacing={3} sx={{ maxWidth: 820 }}>
      <div>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '1.75rem' } }}
        >
          {t('sessions.title')}
        </Typography>
        <Typography color="text.secondary">{t('sessions.subtitle')}</Typography>
      </div>
      <SessionsList base="/corporate" />
    </Stack>
  );
}
