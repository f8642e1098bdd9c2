import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddOutlined from '@mui/icons-material/AddOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import { API_KEYS_MAX, type ApiKey } from '@trayecto/contracts/api-keys';
import { formatDateTime } from '@trayecto/contracts/format';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { UserText, WithUserText } from '../../../components/user-text.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { refreshApiKeys, revokeApiKey, scopeKey, useApiKeys } from '../api/api-keys-api.ts';
import { CreateKeyDialog } from '../components/create-key-dialog.tsx';
import { WideTableContainer } from '../../../components/wide-table.tsx';
import { WebhooksSection } from '../components/webhooks-section.tsx';

/**
 * /integraciones: the company's API keys (ADR 0015) and webhooks (ADR 0017), for the owner and
 * admins. Each key's name, scopes, creation, last use with its address and status; create (the
 * secret shown once) and revoke after a confirmation. Then the webhook endpoints (webhooks-section).
 */
export function Component() {
  const { t } = useTranslation('integrations');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const timezone = useSessionStore((s) => s.timezone);
  const list = useApiKeys();
  const { notify, toast } = useToast();
  const [creating, setCreating] = useState(false);
  const [serial, setSerial] = useState(0);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [revokeOpen, setRevokeOpen] = useState(false);
  const [revokeBusy, setRevokeBusy] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const keys = list.data?.keys ?? [];
  const max = list.data?.max_keys ?? API_KEYS_MAX;
  const active = keys.filter((k) => k.status === 'active').length;
  const full = active >= max;
  const when = (at: string) => formatDateTime(at, currentLanguage(), timezone);

  const openCreate = () => {
    setSerial((n) => n + 1);
    setCreating(true);
  };
  const askRevoke = (key: ApiKey) => {
    setRevoking(key);
    setRevokeError(null);
    setRevokeOpen(true);
  };
  const revoke = async () => {
    if (!revoking) return;
    setRevokeBusy(true);
    setRevokeError(null);
    try {
      const key = await revokeApiKey(revoking._id);
      setRevokeOpen(false);
      notify(
        'success',
        <WithUserText>{(isolate) => t('done.revoked', { name: isolate(key.name) })}</WithUserText>,
      );
      void refreshApiKeys();
    } catch (e) {
      setRevokeError(apiErrorText(t, e));
    } finally {
      setRevokeBusy(false);
    }
  };

  const createButton = (
    <Button
      variant="contained"
      startIcon={<AddOutlined />}
      onClick={openCreate}
      disabled={!list.data || full}
      aria-haspopup="dialog"
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {t('actions.create')}
    </Button>
  );

  const scopeChips = (key: ApiKey) => (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {key.scopes.map((s) => (
        <Chip key={s} size="small" variant="outlined" label={t(`scopes.${scopeKey(s)}`)} />
      ))}
    </Stack>
  );
  const lastUse = (key: ApiKey) =>
    key.last_used_at ? (
      <Stack>
        <span>{when(key.last_used_at)}</span>
        {key.last_used_ip && (
          <Typography variant="caption" color="text.secondary">
            <WithUserText>
              {(isolate) => t('from', { ip: isolate(key.last_used_ip!) })}
            </WithUserText>
          </Typography>
        )}
      </Stack>
    ) : (
      <Typography variant="body2" color="text.secondary">
        {t('never')}
      </Typography>
    );
  const status = (key: ApiKey) => (
    <Chip
      size="small"
      color={key.status === 'active' ? 'success' : 'default'}
      label={t(`status.${key.status}`)}
    />
  );
  const revokeButton = (key: ApiKey) =>
    key.status === 'active' ? (
      <Button color="error" size="small" onClick={() => askRevoke(key)} aria-haspopup="dialog">
        {t('actions.revoke')}
      </Button>
    ) : null;
  const nameCell = (key: ApiKey) => (
    <Stack>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        <UserText>{key.name}</UserText>
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        <bdi dir="ltr">{key.shown}…</bdi>
      </Typography>
    </Stack>
  );

  return (
    <Stack spacing={3}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} rowFrom="md" action={createButton} />
      <Alert severity="info" icon={<VpnKeyOutlined />}>
        {t('docsHint')}
      </Alert>

      <Card variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{
            px: { xs: 2, sm: 2.5 },
            py: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('listLabel')}
          </Typography>
          {list.data && (
            <Typography variant="body2" color={full ? 'warning.main' : 'text.secondary'}>
              {t('count', { used: active, max })}
            </Typography>
          )}
        </Stack>
        {list.isFetching && !list.isPending && <LinearProgress aria-label={t('updating')} />}
        {full && (
          <Alert severity="info" sx={{ mx: { xs: 2, sm: 2.5 }, mb: 2 }}>
            {t('full', { max })}
          </Alert>
        )}
        {list.isError && !list.data ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('actions.retry')}
              </Button>
            }
          >
            {apiErrorText(t, list.error)}
          </Alert>
        ) : list.data && keys.length === 0 ? (
          <CenteredMessage
            icon={<VpnKeyOutlined />}
            title={t('empty.title')}
            text={t('empty.text')}
            action={createButton}
          />
        ) : wide ? (
          <WideTableContainer>
            <Table size="small" aria-label={t('listLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.name')}</TableCell>
                  <TableCell>{t('columns.scopes')}</TableCell>
                  <TableCell>{t('columns.created')}</TableCell>
                  <TableCell>{t('columns.lastUse')}</TableCell>
                  <TableCell>{t('columns.status')}</TableCell>
                  <TableCell align="right">{t('columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {keys.map((key) => (
                  <TableRow key={key._id} data-testid="api-key-row">
                    <TableCell>{nameCell(key)}</TableCell>
                    <TableCell sx={{ maxWidth: 320 }}>{scopeChips(key)}</TableCell>
                    <TableCell>{when(key.created_at)}</TableCell>
                    <TableCell>{lastUse(key)}</TableCell>
                    <TableCell>{status(key)}</TableCell>
                    <TableCell align="right">{revokeButton(key)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </WideTableContainer>
        ) : (
          <Stack spacing={1.5} sx={{ px: 2, pb: 2 }} component="ul" aria-label={t('listLabel')}>
            {keys.map((key) => (
              <Card
                key={key._id}
                variant="outlined"
                component="li"
                data-testid="api-key-row"
                sx={{ p: 2, borderRadius: 2, listStyle: 'none' }}
              >
                <Stack spacing={1.25}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
                  >
                    {nameCell(key)}
                    {status(key)}
                  </Stack>
                  {scopeChips(key)}
                  <Typography variant="caption" color="text.secondary">
                    {t('columns.created')}: {when(key.created_at)}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                    <Typography variant="caption" color="text.secondary">
                      {t('columns.lastUse')}:
                    </Typography>
                    {lastUse(key)}
                  </Stack>
                  {key.status === 'active' && (
                    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                      {revokeButton(key)}
                    </Stack>
                  )}
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </Card>

      <WebhooksSection />

      <CreateKeyDialog
        key={`create-${serial}`}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          notify(
            'success',
            <WithUserText>
              {(isolate) => t('done.created', { name: isolate(created.key.name) })}
            </WithUserText>,
          );
          void refreshApiKeys();
        }}
      />
      <ConfirmDialog
        open={revokeOpen}
        title={
          <WithUserText>
            {(isolate) => t('confirm.title', { name: isolate(revoking?.name ?? '') })}
          </WithUserText>
        }
        confirmLabel={t('actions.revoke')}
        cancelLabel={t('actions.cancel')}
        destructive
        busy={revokeBusy}
        error={revokeError}
        onClose={() => setRevokeOpen(false)}
        onConfirm={() => void revoke()}
      >
        <Typography>{t('confirm.text')}</Typography>
      </ConfirmDialog>
      {toast}
    </Stack>
  );
}
