import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { parseAmountText, positiveAmountSchema, type PayrollUser } from '@trayecto/contracts';
import { WithUserText } from '../../../components/user-text.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { useWalletSummary } from '../../balance/api/wallet-queries.ts';
import { moveBalance } from '../api/payroll-api.ts';
import { createIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { BalancePreview } from './balance-preview.tsx';

export type Direction = 'give' | 'take';

const formSchema = z.object({
  amount: z
    .string()
    .transform((text) => parseAmountText(text))
    .pipe(positiveAmountSchema),
});
type FormIn = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;

/** Give balance to a collaborator from the corporate wallet, or take it back. */
export function BalanceDialog({
  open,
  user,
  initialDirection,
  onClose,
  onDone,
}: {
  open: boolean;
  user: PayrollUser | null;
  initialDirection: Direction;
  onClose: () => void;
  /** `after`: the collaborator as the movement left them */
  onDone: (direction: Direction, amount: number, after: PayrollUser) => void;
}) {
  const { t } = useTranslation('payroll');
  const [direction, setDirection] = useState<Direction>(initialDirection);
  const [serverError, setServerError] = useState<string | null>(null);
  // one key per action, reused when the same request is retried after a failure; the dialog is
  // mounted afresh for every action (keyed by its opener)
  const [keys] = useState(() => createIdempotencyKey());
  const wallet = useWalletSummary();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(formSchema),
    defaultValues: { amount: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const typed = useWatch({ control: form.control, name: 'amount' });
  const amount = useMemo(() => {
    const value = parseAmountText(typed ?? '');
    return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
  }, [typed]);

  // Who would have to cover the amount, and whether they can: the company (its balance and
  // overdraft) when giving, the collaborator (own balance, never the overdraft) when taking.
  const limit = direction === 'give' ? wallet.data?.available : user?.takeable;
  const shortfall =
    limit !== undefined && amount > limit
      ? direction === 'give'
        ? 'corporate_insufficient_balance'
        : 'insufficient_balance'
      : null;

  const handleSubmit = form.handleSubmit(async ({ amount: value }) => {
    if (!user) return;
    setServerError(null);
    const key = keys.keyFor(`${user._id}:${direction}:${value}`);
    try {
      const answer = await moveBalance(user._id, { amount: value, direction }, key);
      keys.reset();
      onDone(direction, value, answer.user);
    } catch (e) {
      // said once: on the amount when it is about the amount, above the actions otherwise
      if (isApiError(e) && e.fields?.amount) form.setError('amount', { message: e.fields.amount });
      else setServerError(apiErrorText(t, e));
    }
  });

  const titleId = 'balance-dialog-title';
  const amountError = errors.amount?.message;
  return (
    <Dialog
      open={open && Boolean(user)}
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>
          <WithUserText>
            {(isolate) =>
              t(direction === 'give' ? 'balance.giveTitle' : 'balance.takeTitle', {
                name: isolate(user?.name ?? ''),
              })
            }
          </WithUserText>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              color="primary"
              value={direction}
              onChange={(_, v: Direction | null) => {
                if (v) {
                  setDirection(v);
                  setServerError(null);
                }
              }}
              aria-label={t('balance.direction')}
            >
              <ToggleButton value="give">{t('balance.give')}</ToggleButton>
              <ToggleButton value="take">{t('balance.take')}</ToggleButton>
            </ToggleButtonGroup>
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
                  label={t('balance.amount')}
                  autoFocus
                  fullWidth
                  required
                  autoComplete="off"
                  error={Boolean(amountError)}
                  helperText={amountError ? errorText(t, amountError) : t('balance.amountHint')}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal', dir: 'ltr' },
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  }}
                />
              )}
            />
            {user && (
              <BalancePreview
                user={user}
                direction={direction}
                amount={amount}
                wallet={wallet.data}
                walletLoading={wallet.isPending}
              />
            )}
            {shortfall && !serverError && (
              <Alert severity="warning" role="alert">
                {errorText(t, shortfall)}
              </Alert>
            )}
            {serverError && (
              <Alert severity="error" role="alert">
                {serverError}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting || Boolean(shortfall)}
            startIcon={
              isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
            }
          >
            {t(direction === 'give' ? 'balance.confirmGive' : 'balance.confirmTake')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
