import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { CenteredMessage } from '../../../components/centered-message.tsx';

/** A section the admin's role may not read: refused inside the console, with a way back. */
export function ConsoleForbidden({ home }: { home: string | null }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  return (
    <Stack sx={{ minHeight: '60vh' }} data-testid="console-forbidden">
      <CenteredMessage
        icon={<LockOutlined />}
        title={t('forbidden.title')}
        text={t('forbidden.description')}
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {home && (
              <Button variant="contained" component={RouterLink} to={home}>
                {t('forbidden.home')}
              </Button>
            )}
            <Button variant="outlined" onClick={() => void navigate(-1)}>
              {t('forbidden.back')}
            </Button>
          </Stack>
        }
      />
    </Stack>
  );
}
