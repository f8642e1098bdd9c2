import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { formatDateTime, type Quote } from '@trayecto/contracts';
import { UserText, WithUserText } from '../../../components/user-text.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { isApprovalRequired, useOpenFiledApproval } from '../../approvals/api/approval-filed.ts';
import { MoneyFigure } from '../../balance/api/money-display.ts';
import { Fact, FactGrid } from '../../trips/api/trip-display.ts';
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
  const handleConfirm = () =>
    mutation.mutate(key, {
      onSuccess: (answer) =>
        isApprovalRequired(answer) ? openFiled(answer.approval) : onApproved(answer),
    });
  return (
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
          disabled={refused}
        >
          {t('approve.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
