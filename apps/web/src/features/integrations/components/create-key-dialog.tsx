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
import Typography from '@mui/material/Typography';
import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  createApiKeyBodySchema,
  type ApiKeyScope,
  type CreateApiKeyResponse,
} from '@trayecto/contracts/api-keys';
import { CopyLinkField } from '../../../components/copy-link-field.tsx';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { createApiKey, scopeKey } from '../api/api-keys-api.ts';

/**
 * Creates a key (a name and its scopes, checked by the contracts' schema the server uses), then
 * shows its secret with a copy button and the warning that it is shown this once.
 */
export function CreateKeyDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: CreateApiKeyResponse) => void;
}) {
  const { t } = useTranslation('integrations');
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreateApiKeyResponse | null>(null);

  const toggle = (scope: ApiKeyScope) =>
    setScopes((s) => (s.includes(scope) ? s.filter((x) => x !== scope) : [...s, scope]));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = createApiKeyBodySchema.safeParse({ name, scopes });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'name' ? 'name' : 'scopes';
        next[field] ??= errorText(t, issue.message, { max: API_KEY_NAME_MAX });
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await createApiKey(parsed.data);
      setCreated(answer);
      onCreated(answer);
    } catch (error) {
      setErrors({ form: apiErrorText(t, error) });
    } finally {
      setBusy(false);
    }
  };

  if (created) {
    return (
      <Dialog open={open} fullWidth maxWidth="sm" aria-labelledby="api-key-secret-title">
        <DialogTitle id="api-key-secret-title">{t('secret.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="warning">{t('secret.warning')}</Alert>
            <CopyLinkField
              url={created.secret}
              label={t('secret.label')}
              hint={t('secret.hint')}
              copiedText={t('secret.copied')}
              copyText={t('actions.copy')}
              dataAttributes={{ 'data-testid': 'api-key-secret' }}
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

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="api-key-create-title"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as never }}
    >
      <DialogTitle id="api-key-create-title">{t('create.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            required
            label={t('create.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!errors.name}
            helperText={errors.name ?? t('create.nameHint')}
            slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX + 10 } }}
          />
          <FormControl component="fieldset" error={!!errors.scopes} required>
            <FormLabel component="legend">{t('create.scopesLabel')}</FormLabel>
            <FormGroup>
              {API_KEY_SCOPES.map((scope) => (
                <FormControlLabel
                  key={scope}
                  sx={{ alignItems: 'flex-start', mt: 0.5 }}
                  control={
                    <Checkbox
                      checked={scopes.includes(scope)}
                      onChange={() => toggle(scope)}
                      name={scope}
                      sx={{ pt: 0.5 }}
                    />
                  }
                  label={
                    <Stack>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {t(`scopes.${scopeKey(scope)}`)}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {t(`scopeHints.${scopeKey(scope)}`)}
                      </Typography>
                    </Stack>
                  }
                />
              ))}
            </FormGroup>
            {errors.scopes && <FormHelperText>{errors.scopes}</FormHelperText>}
          </FormControl>
          {errors.form && <Alert severity="error">{errors.form}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t('create.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
