import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import { WEBHOOK_ENDPOINTS_MAX, type WebhookEndpoint } from '@trayecto/contracts/webhooks';
import { formatDateTime } from '@trayecto/contracts/format';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import {
  deleteWebhook,
  refreshWebhooks,
  rotateWebhookSecret,
  updateWebhook,
  useWebhooks,
} from '../api/webhooks-api.ts';
import { CreateWebhookDialog } from './create-webhook-dialog.tsx';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog.tsx';
import { WebhookSecretDialog } from './webhook-secret-dialog.tsx';

type Pending = { kind: 'delete' | 'rotate'; endpoint: WebhookEndpoint };

/**
 * The company's webhook endpoints (ADR 0017) on /integraciones: each address with its events,
 * its state (active, failing since…, disabled) and its actions: the delivery log (with a test
 * event and "send again"), a new secret, enable or disable, delete.
 */
export function WebhooksSection() {
  const { t } = useTranslation('integrations');
  const timezone = useSessionStore((s) => s.timezone);
  const list = useWebhooks();
  const { notify, toast } = useToast();
  const [creating, setCreating] = useState(false);
  const [serial, setSerial] = useState(0);
  const [secret, setSecret] = useState<{ value: string; rotated: boolean } | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const endpoints = list.data?.endpoints ?? [];
  const max = list.data?.max_endpoints ?? WEBHOOK_ENDPOINTS_MAX;
  const full = endpoints.length >= max;
  const when = (at: string) => formatDateTime(at, currentLanguage(), timezone);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await refreshWebhooks();
    } catch (e) {
      setError(apiErrorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  const confirm = () =>
    pending &&
    void run(async () => {
      if (pending.kind === 'delete') {
        await deleteWebhook(pending.endpoint._id);
        notify('success', t('webhooks.done.deleted'));
      } else {
        const answer = await rotateWebhookSecret(pending.endpoint._id);
        setSecret({ value: answer.secret, rotated: true });
      }
      setPending(null);
    });
  const toggle = (endpoint: WebhookEndpoint) =>
    void run(async () => {
      await updateWebhook(endpoint._id, { enabled: endpoint.status !== 'active' });
    });

  const addButton = (
    <Button
      variant="contained"
      startIcon={<AddOutlined />}
      disabled={!list.data || full}
      aria-haspopup="dialog"
      onClick={() => {
        setSerial((n) => n + 1);
        setCreating(true);
      }}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {t('webhooks.actions.add')}
    </Button>
  );

  const state = (e: WebhookEndpoint) =>
    e.status === 'disabled' ? (
      <Chip size="small" label={t('webhooks.status.disabled')} />
    ) : e.failing_since ? (
      <Chip
        size="small"
        color="warning"
        label={t('webhooks.status.failing', { since: when(e.failing_since) })}
      />
    ) : (
      <Chip size="small" color="success" label={t('webhooks.status.active')} />
    );

  return (
    <Card variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ px: { xs: 2, sm: 2.5 }, py: 2, justifyContent: 'space-between' }}
      >
        <Stack spacing={0.5}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('webhooks.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('webhooks.subtitle')}
          </Typography>
          {list.data && (
            <Typography variant="caption" color={full ? 'warning.main' : 'text.secondary'}>
              {t('webhooks.count', { used: endpoints.length, max })}
            </Typography>
          )}
        </Stack>
        <Stack sx={{ alignItems: { sm: 'flex-start' } }}>{addButton}</Stack>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          {error}
        </Alert>
      )}
      {list.isError && !list.data ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {apiErrorText(t, list.error)}
        </Alert>
      ) : list.data && endpoints.length === 0 ? (
        <CenteredMessage
          icon={<WebhookOutlined />}
          title={t('webhooks.empty.title')}
          text={t('webhooks.empty.text')}
        />
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ px: 2, pb: 2, m: 0 }}
          aria-label={t('webhooks.title')}
        >
          {endpoints.map((e) => (
            <Card
              key={e._id}
              component="li"
              variant="outlined"
              data-testid="webhook-row"
              sx={{ p: 2, borderRadius: 2, listStyle: 'none' }}
            >
              <Stack spacing={1.25}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
                >
                  <Typography
                    variant="body2"
                    dir="ltr"
                    sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontWeight: 600 }}
                  >
                    {e.url}
                  </Typography>
                  {state(e)}
                </Stack>
                <Typography variant="caption" color="text.secondary">
                  {t('webhooks.eventsCount', { count: e.events.length })}
                  {' · '}
                  {t('webhooks.created', { at: when(e.created_at) })}
                  {e.previous_secret_until &&
                    ` · ${t('webhooks.oldSecretUntil', { at: when(e.previous_secret_until) })}`}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button size="small" variant="outlined" onClick={() => setLogOf(e)}>
                    {t('webhooks.actions.log')}
                  </Button>
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => setPending({ kind: 'rotate', endpoint: e })}
                  >
                    {t('webhooks.actions.rotate')}
                  </Button>
                  <Button size="small" disabled={busy} onClick={() => toggle(e)}>
                    {e.status === 'active'
                      ? t('webhooks.actions.disable')
                      : t('webhooks.actions.enable')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    onClick={() => setPending({ kind: 'delete', endpoint: e })}
                  >
                    {t('webhooks.actions.delete')}
                  </Button>
                </Stack>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}

      <CreateWebhookDialog
        key={`create-${serial}`}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setSecret({ value: created.secret, rotated: false });
          notify('success', t('webhooks.done.created'));
          void refreshWebhooks();
        }}
      />
      <WebhookSecretDialog
        secret={secret?.value ?? null}
        rotated={secret?.rotated ?? false}
        onClose={() => setSecret(null)}
      />
      <WebhookDeliveriesDialog endpoint={logOf} onClose={() => setLogOf(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'delete'
            ? t('webhooks.confirm.deleteTitle')
            : t('webhooks.confirm.rotateTitle')
        }
        confirmLabel={
          pending?.kind === 'delete' ? t('webhooks.actions.delete') : t('webhooks.actions.rotate')
        }
        cancelLabel={t('actions.cancel')}
        destructive={pending?.kind === 'delete'}
        busy={busy}
        error={null}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      >
        <Typography>
          {pending?.kind === 'delete'
            ? t('webhooks.confirm.deleteText')
            : t('webhooks.confirm.rotateText')}
        </Typography>
      </ConfirmDialog>
      {toast}
    </Card>
  );
}
