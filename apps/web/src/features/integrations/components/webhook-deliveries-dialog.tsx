import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { WebhookDelivery, WebhookEndpoint } from '@trayecto/contracts/webhooks';
import { formatDateTime } from '@trayecto/contracts/format';
import { currentLanguage } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import {
  eventKey,
  refreshDeliveries,
  resendDelivery,
  sendTestEvent,
  useDeliveries,
} from '../api/webhooks-api.ts';

const STATUS_COLOR = { succeeded: 'success', failed: 'error', pending: 'warning' } as const;

/**
 * An endpoint's delivery log, newest first: when, which event, the answer's code, the tries and
 * the next one; each opens to the request's body and the answer. "Send again" for a finished
 * delivery, and a test event.
 */
export function WebhookDeliveriesDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('integrations');
  const theme = useTheme();
  const phone = !useMediaQuery(theme.breakpoints.up('sm'));
  const timezone = useSessionStore((s) => s.timezone);
  const log = useDeliveries(endpoint?._id ?? null);
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const when = (at: string) => formatDateTime(at, currentLanguage(), timezone);

  const act = async (key: string, work: () => Promise<unknown>) => {
    if (!endpoint) return;
    setBusy(key);
    setError(null);
    try {
      await work();
      await refreshDeliveries(endpoint._id);
    } catch (e) {
      setError(apiErrorText(t, e));
    } finally {
      setBusy(null);
    }
  };

  const row = (d: WebhookDelivery) => (
    <Box
      key={d._id}
      component="li"
      data-testid="webhook-delivery"
      sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', py: 1.25 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.75, sm: 2 }}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(`webhooks.events.${eventKey(d.type)}`)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {when(d.last_attempt_at ?? d.created_at)}
            {' · '}
            {t('webhooks.log.attempts', { count: d.attempts })}
            {d.duration_ms !== null && ` · ${d.duration_ms} ms`}
          </Typography>
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          useFlexGap
        >
          <Chip
            size="small"
            color={STATUS_COLOR[d.status]}
            label={t(`webhooks.log.status.${d.status}`)}
          />
          <Chip
            size="small"
            variant="outlined"
            label={
              d.response_status === null
                ? t('webhooks.log.noAnswer')
                : t('webhooks.log.code', { code: d.response_status })
            }
          />
          <Button size="small" onClick={() => setOpen(open === d._id ? null : d._id)}>
            {open === d._id ? t('webhooks.log.hide') : t('webhooks.log.show')}
          </Button>
          {d.status !== 'pending' && endpoint?.status === 'active' && (
            <Button
              size="small"
              variant="outlined"
              loading={busy === d._id}
              onClick={() => void act(d._id, () => resendDelivery(endpoint._id, d._id))}
            >
              {t('webhooks.actions.resend')}
            </Button>
          )}
        </Stack>
      </Stack>
      {d.status === 'pending' && d.next_attempt_at && (
        <Typography variant="caption" color="warning.main">
          {t('webhooks.log.next', { at: when(d.next_attempt_at) })}
        </Typography>
      )}
      {open === d._id && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Typography variant="caption" color="text.secondary">
            webhook-id: <bdi dir="ltr">{d.message_id}</bdi>
          </Typography>
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            {t('webhooks.log.request')}
          </Typography>
          <Box component="pre" dir="ltr" sx={preSx}>
            {JSON.stringify(JSON.parse(d.request), null, 2)}
          </Box>
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            {t('webhooks.log.response')}
          </Typography>
          <Box component="pre" dir="ltr" sx={preSx}>
            {d.response ?? '—'}
          </Box>
        </Stack>
      )}
    </Box>
  );

  const deliveries = log.data?.deliveries ?? [];
  return (
    <Dialog
      open={endpoint !== null}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby="webhook-log-title"
    >
      <DialogTitle id="webhook-log-title">
        {t('webhooks.log.title')}
        <Typography
          variant="body2"
          color="text.secondary"
          component="div"
          dir="ltr"
          sx={{ wordBreak: 'break-all', textAlign: 'start' }}
        >
          {endpoint?.url}
        </Typography>
      </DialogTitle>
      {log.isFetching && <LinearProgress aria-label={t('updating')} />}
      <DialogContent dividers>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {log.isError && !log.data ? (
          <Alert severity="error">{apiErrorText(t, log.error)}</Alert>
        ) : log.data && deliveries.length === 0 ? (
          <Typography color="text.secondary">{t('webhooks.log.empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={t('webhooks.log.title')}>
            {deliveries.map((d) => (
              <Fragment key={d._id}>{row(d)}</Fragment>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          disabled={endpoint?.status !== 'active'}
          loading={busy === 'test'}
          onClick={() => endpoint && void act('test', () => sendTestEvent(endpoint._id))}
        >
          {t('webhooks.actions.test')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('webhooks.actions.closeLog')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const preSx = {
  m: 0,
  p: 1.5,
  borderRadius: 1.5,
  bgcolor: 'action.hover',
  fontSize: 12,
  overflowX: 'auto',
  maxHeight: 240,
  textAlign: 'left',
} as const;
