import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  formatUsd,
  type MasterFunds,
  type PanelDetail,
  type PanelTransferDirection,
  type PanelTransferResult,
} from '@trayecto/contracts';
import { WithUserText } from '../../../components/user-text.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { transferBalance } from '../api/panels-api.ts';
import {
  partiesOf,
  shortfallOf,
  transferFormSchema,
  transferLimit,
  typedAmount,
  type TransferFormIn,
  type TransferFormOut,
} from '../lib/transfer.ts';

/** An amount inside a translated sentence: left to right, isolated (LRI … PDI). */
const ltr = (text: string) => `\u2066${text}\u2069`;

type Step = { kind: 'form' } | { kind: 'confirm'; values: TransferFormOut };

/**
 * "Transferir saldo": the direction and the amount (the contract's rules), then a confirmation
 * that says what moves from whom to whom and what each is left with. One Idempotency-Key per
 * dialog (the parent mounts a fresh dialog for every opening): a retry after a lost answer
 * replays the first result instead of moving the money twice.
 */
export function TransferDialog({
  open,
  panel,
  master,
  masterName,
  onClose,
  onDone,
}: {
  open: boolean;
  panel: PanelDetail;
  master: MasterFunds;
  masterName: string;
  onClose: () => void;
  /** the answer, and the sentence that says what moved (for the toast) */
  onDone: (result: PanelTransferResult, text: ReactNode) => void;
}) {
  const { t } = useTranslation('panels');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [key] = useState(() => crypto.randomUUID());
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm<TransferFormIn, unknown, TransferFormOut>({
    resolver: zodResolver(transferFormSchema),
    defaultValues: { direction: 'to_panel', amount: '' },
  });
  const direction = useWatch({ control: form.control, name: 'direction' });
  const typed = typedAmount(useWatch({ control: form.control, name: 'amount' }));
  const figures = { masterAvailable: master.available, panelTakeable: panel.takeable };
  const limit = transferLimit(direction, figures);
  const shortfall = shortfallOf(direction, typed, figures);
  const masterParty = { name: masterName, unique_id: null };
  const panelParty = { name: panel.name, unique_id: panel.unique_id };

  const sentence = (values: TransferFormOut, textKey: 'transfer.confirmText' | 'transfer.done') => {
    const { from, to } = partiesOf(values.direction, masterParty, panelParty);
    return (isolate: (value: string) => string) =>
      t(textKey, {
        amount: ltr(formatUsd(values.amount)),
        from: isolate(from.name),
        to: isolate(to.name),
      });
  };

  const next = form.handleSubmit((values) => {
    setServerError(null);
    setStep({ kind: 'confirm', values });
  });

  const send = async (values: TransferFormOut) => {
    setSending(true);
    setServerError(null);
    try {
      const result = await transferBalance(panel._id, values, key);
      onDone(result, <WithUserText>{sentence(values, 'transfer.done')}</WithUserText>);
    } catch (e) {
      if (isApiError(e) && e.fields?.amount) {
        form.setError('amount', { message: e.fields.amount });
        setStep({ kind: 'form' });
      } else {
        setServerError(apiErrorText(t, e));
      }
    } finally {
      setSending(false);
    }
  };

  const titleId = 'transfer-dialog-title';
  const amountError = form.formState.errors.amount?.message;
  const after = (values: TransferFormOut) => {
    const sign = values.direction === 'to_panel' ? -1 : 1;
    return {
      master: master.wallet + sign * values.amount,
      panel: panel.wallet - sign * values.amount,
    };
  };

  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      fullScreen={phone}
    >
      {step.kind === 'form' ? (
        <form noValidate onSubmit={next}>
          <DialogTitle id={titleId}>
            <WithUserText>
              {(isolate) => t('transfer.title', { name: isolate(panel.name) })}
            </WithUserText>
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 0.5 }}>
              <Controller
                control={form.control}
                name="direction"
                render={({ field }) => (
                  <ToggleButtonGroup
                    exclusive
                    fullWidth
                    size="small"
                    color="primary"
                    value={field.value}
                    onChange={(_, v: PanelTransferDirection | null) => {
                      if (v) {
                        field.onChange(v);
                        setServerError(null);
                      }
                    }}
                    aria-label={t('transfer.direction')}
                  >
                    <ToggleButton value="to_panel">{t('transfer.toPanel')}</ToggleButton>
                    <ToggleButton value="to_master">{t('transfer.toMaster')}</ToggleButton>
                  </ToggleButtonGroup>
                )}
              />
              <Controller
                control={form.control}
                name="amount"
                render={({ field }) => (
                  <TextField
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(e) => {
                      setServerError(null);
                      field.onChange(e.target.value);
                    }}
                    label={t('transfer.amount')}
                    autoFocus
                    fullWidth
                    required
                    autoComplete="off"
                    error={Boolean(amountError)}
                    helperText={amountError ? errorText(t, amountError) : t('transfer.amountHint')}
                    slotProps={{
                      htmlInput: { inputMode: 'decimal', dir: 'ltr' },
                      input: {
                        startAdornment: <InputAdornment position="start">$</InputAdornment>,
                      },
                    }}
                  />
                )}
              />
              <Typography variant="body2" color="text.secondary">
                {t(direction === 'to_panel' ? 'transfer.limitToPanel' : 'transfer.limitToMaster', {
                  amount: ltr(formatUsd(limit)),
                })}
              </Typography>
              {shortfall && (
                <Alert severity="warning" role="alert">
                  {errorText(t, shortfall)}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onClose}>{t('transfer.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={Boolean(shortfall)}>
              {t('transfer.next')}
            </Button>
          </DialogActions>
        </form>
      ) : (
        <>
          <DialogTitle id={titleId}>{t('transfer.confirmTitle')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText component="div" sx={{ color: 'text.primary' }}>
                <WithUserText>{sentence(step.values, 'transfer.confirmText')}</WithUserText>
              </DialogContentText>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'minmax(0, 1fr) auto',
                  columnGap: 2,
                  rowGap: 1,
                  '& dd': { m: 0, textAlign: 'end' },
                }}
              >
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('transfer.masterAfter')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ fontWeight: 600 }}>
                  <bdi dir="ltr">{formatUsd(after(step.values).master)}</bdi>
                </Typography>
                <Typography component="dt" variant="body2" color="text.secondary">
                  <WithUserText>
                    {(isolate) => t('transfer.panelAfter', { name: isolate(panel.name) })}
                  </WithUserText>
                </Typography>
                <Typography component="dd" variant="body2" sx={{ fontWeight: 600 }}>
                  <bdi dir="ltr">{formatUsd(after(step.values).panel)}</bdi>
                </Typography>
              </Box>
              {serverError && (
                <Alert severity="error" role="alert">
                  {serverError}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={() => setStep({ kind: 'form' })} disabled={sending}>
              {t('transfer.back')}
            </Button>
            <Button
              variant="contained"
              autoFocus
              onClick={() => void send(step.values)}
              disabled={sending}
              startIcon={
                sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
              }
            >
              {t('transfer.confirm')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
