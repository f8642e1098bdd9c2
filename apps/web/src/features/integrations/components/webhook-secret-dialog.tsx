import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { CopyLinkField } from '../../../components/copy-link-field.tsx';

/** An endpoint's signing secret, shown this once (registration or rotation). */
export function WebhookSecretDialog({
  secret,
  rotated,
  onClose,
}: {
  secret: string | null;
  rotated: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('integrations');
  return (
    <Dialog open={secret !== null} fullWidth maxWidth="sm" aria-labelledby="webhook-secret-title">
      <DialogTitle id="webhook-secret-title">{t('webhooks.secret.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{t('webhooks.secret.warning')}</Alert>
          {rotated && <Alert severity="info">{t('webhooks.secret.rotated')}</Alert>}
          <CopyLinkField
            url={secret ?? ''}
            label={t('webhooks.secret.label')}
            hint={t('webhooks.secret.hint')}
            copiedText={t('secret.copied')}
            copyText={t('actions.copy')}
            dataAttributes={{ 'data-testid': 'webhook-secret' }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
