import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, type PayrollUser, type Quote } from '@trayecto/contracts';
import {
  fallsShort,
  PayerFundsRows,
  usePayerFunds,
} from '../../../components/booking/payer-summary.tsx';
import { UserText, WithUserText } from '../../../components/user-text.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { isApprovalRequired, useOpenFiledApproval } from '../../approvals/api/approval-filed.ts';
import { MoneyFigure } from '../../balance/api/money-display.ts';
import { Fact, FactGrid } from '../../trips/api/trip-display.ts';
import { GiveBalanceButton, useGiveBalance } from '../../payroll/api/give-balance.tsx';
import { payrollKeys, useUser } from '../../payroll/api/payroll-queries.ts';
import { useApproveQuote } from '../api/quotes-queries.ts';

/** Refusals after which approving again cannot work: the quote moved on. */
const FINAL_REFUSALS = new Set(['quote_expired', 'quote_already_decided', 'quote_not_priced']);

/**
 * Approve a priced quote: says what is held and on whose balance before doing it. One
 * Idempotency-Key per dialog, so a retry after a lost answer cannot book the trip twice. A quote
 * outside the passenger's group policy may be filed for approval instead (issue 13): then the
 * approvals page opens on the request.
 */
export function ApproveQuoteDialog({
  quote,
  open,
  onClose,
  onApproved,
}: {
  quote: Quote;
  open: boolean;
  onClose: () => void;
  onApproved: (quote: Quote) => void;
}) {
  const { t, i18n } = useTranslation('multistop');
  const tz = useSessionStore((s) => s.timezone);
  const [key] = useState(() => crypto.randomUUID());
  const mutation = useApproveQuote(quote._id);
  const openFiled = useOpenFiledApproval();
  const refused = isApiError(mutation.error) && FINAL_REFUSALS.has(mutation.error.error_code);
  // who pays, and whether they can cover the total: said before "Aprobar", as the hold counts it
  const payerId = quote.payer === 'payroll_user' ? quote.passenger.user_id : null;
  const payer = useUser(payerId ?? '', Boolean(payerId) && open);
  const funds = usePayerFunds(payerId ? (payer.data ?? null) : 'company');
  const short = fallsShort(funds, quote.total ?? undefined);
  // "Dar saldo a …": the payroll's dialog over this one, which stays as it is and shows the new
  // balance as soon as the movement answers
  const give = useGiveBalance((user: PayrollUser) => {
    queryClient.setQueryData(payrollKeys.user(user._id), user);
    mutation.reset();
  });
  const handleConfirm = () =>
    mutation.mutate(key, {
      onSuccess: (answer) =>
        isApprovalRequired(answer) ? openFiled(answer.approval) : onApproved(answer),
    });
  return (
    <>
      <Dialog
        open={open}
        onClose={mutation.isPending ? undefined : onClose}
        fullWidth
        maxWidth="xs"
        aria-labelledby="approve-quote-title"
        aria-describedby="approve-quote-text"
      >
        <DialogTitle id="approve-quote-title">
          <WithUserText>
            {(isolate) => t('approve.title', { id: isolate(quote.unique_id) })}
          </WithUserText>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id="approve-quote-text" variant="body2">
              {t('approve.text')}
            </DialogContentText>
            {Boolean(mutation.error) && (
              <Alert severity="error" role="alert">
                {apiErrorText(t, mutation.error)}
              </Alert>
            )}
            <FactGrid>
              <Fact label={t('approve.total')}>
                {quote.total !== null ? (
                  <MoneyFigure usd={quote.total} rate={quote.exchange_rate} size="large" />
                ) : (
                  '—'
                )}
              </Fact>
              <Fact label={t('approve.payer')}>{t(`payer.${quote.payer}`)}</Fact>
              <Fact label={t('approve.passenger')}>
                <UserText>{quote.passenger.name}</UserText>
              </Fact>
              <Fact label={t('approve.scheduledAt')}>
                {formatDateTime(quote.scheduled_at, i18n.language, tz)}
              </Fact>
            </FactGrid>
            {quote.total !== null && (
              <Box
                component="section"
                aria-labelledby="approve-funds-title"
                sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
              >
                <Typography id="approve-funds-title" variant="subtitle2" sx={{ mb: 1.5 }}>
                  {payerId ? (
                    <WithUserText>
                      {(isolate) => t('approve.fundsOf', { name: isolate(quote.passenger.name) })}
                    </WithUserText>
                  ) : (
                    t('approve.fundsCompany')
                  )}
                </Typography>
                {funds ? (
                  <PayerFundsRows funds={funds} fare={quote.total} fareLabel={t('approve.total')} />
                ) : (
                  <Skeleton variant="rounded" height={96} aria-label={t('approve.fundsLoading')} />
                )}
              </Box>
            )}
            {short && !mutation.error && (
              <Alert severity="warning">
                {errorText(t, 'insufficient_balance')}
                {payer.data && give.can && (
                  <GiveBalanceButton
                    variant="outlined"
                    color="inherit"
                    user={payer.data}
                    onClick={() => give.open(payer.data!)}
                    sx={{ display: 'flex', mt: 1 }}
                  />
                )}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {t('approve.keep')}
          </Button>
          <Button
            variant="contained"
            color="success"
            onClick={handleConfirm}
            loading={mutation.isPending}
            disabled={refused || short}
          >
            {t('approve.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
      {give.element}
    </>
  );
}
