import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NoAccountsOutlined from '@mui/icons-material/NoAccountsOutlined';
import { AuthShell } from '../components/auth-shell.tsx';
import { BRAND } from '../../../lib/brand.ts';

/** /not-in-panel: the account exists but has no access to this corporate panel. */
export function Component() {
  const { t } = useTranslation('auth');
  return (
    <AuthShell
      title={t('notInPanel.title')}
      icon={{ node: <NoAccountsOutlined />, tone: 'warning' }}
    >
      <Stack spacing={3}>
        <Typography color="text.secondary">{t('notInPanel.body')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('notInPanel.help', { provider: BRAND.provider })}
        </Typography>
        <Button
          component={RouterLink}
          to="/login"
          variant="contained"
          size="large"
          sx={{ py: 1.4 }}
        >
          {t('notInPanel.login')}
        </Button>
      </Stack>
    </AuthShell>
  );
}
