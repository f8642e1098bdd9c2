import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  createWebhookBodySchema,
  webhookUrlProblem,
  type WebhookEventType,
  type WebhookSecretResponse,
} from '@trayecto/contracts/webhooks';
import { isApiError } from '../../../lib/api-error.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { createWebhook, eventKey } from '../api/webhooks-api.ts';

/**
 * Registers an endpoint: its address (the contracts' rules, then the server's check of where it
 * leads) and the events it wants, every one ticked to begin with.
 */
export function CreateWebhookDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: WebhookSecretResponse) => void;
}) {
  const { t } = useTranslation('integrations');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [errors, setErrors] = useState<{ url?: string; events?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const toggle = (type: WebhookEventType) =>
    setEvents((s) => (s.includes(type) ? s.filter((x) => x !== type) : [...s, type]));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    // http is the server's call (demo mode allows it): the form only checks the shape
    const problem = webhookUrlProblem(url.trim(), { allowHttp: true });
    if (problem) next.url = errorText(t, problem, { max: WEBHOOK_URL_MAX });
    const parsed = createWebhookBodySchema.safeParse({ url: url.trim(), events });
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        if (issue.path[0] === 'events') next.events ??= errorText(t, issue.message);
    if (next.url || next.events || !parsed.success) {
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onCreated(await createWebhook(parsed.data));
    } catch (error) {
      const text = apiErrorText(t, error);
      const code = isApiError(error) ? error.error_code : '';
      setErrors(code.startsWith('webhook_url') ? { url: text } : { form: text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="webhook-create-title"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as never }}
    >
      <DialogTitle id="webhook-create-title">{t('webhooks.create.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            required
            type="url"
            label={t('webhooks.create.url')}
            placeholder="https://tienda.example.com/webhooks"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={!!errors.url}
            helperText={errors.url ?? t('webhooks.create.urlHint')}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: WEBHOOK_URL_MAX + 10 } }}
          />
          <FormControl component="fieldset" error={!!errors.events} required>
            <FormLabel component="legend">{t('webhooks.create.events')}</FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  control={
                    <Checkbox
                      size="small"
                      checked={events.includes(type)}
                      onChange={() => toggle(type)}
                      name={type}
                    />
                  }
                  label={t(`webhooks.events.${eventKey(type)}`)}
                />
              ))}
            </FormGroup>
            {errors.events && <FormHelperText>{errors.events}</FormHelperText>}
          </FormControl>
          {errors.form && <Alert severity="error">{errors.form}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t('webhooks.create.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
