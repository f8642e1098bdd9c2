import { useTranslation } from 'react-i18next';
import {
  CANCEL_REASON_LABELS,
  QUOTE_CANCEL_REASON_IDS,
  QUOTE_DENY_REASON_IDS,
  TRIP_COMMENT_MAX,
  type Quote,
} from '@trayecto/contracts';
import { CancelReasonDialog } from '../../../components/cancel-reason-dialog.tsx';
import { currentLanguage, isApiError } from '../../../lib/api-client.ts';
import { useCancelQuote, useDenyQuote } from '../api/quotes-queries.ts';

// The company's decisions on a quote that take a reason: deny a price, withdraw a quote still
// open, cancel an approved trip before it starts. The comment's limit is the trips' (contracts
// denyQuoteBodySchema and cancelQuoteBodySchema take as much).

type DialogProps = {
  quote: Quote;
  open: boolean;
  onClose: () => void;
  onDone: (quote: Quote) => void;
};

/** Deny a priced quote, with one of the deny reasons. */
export function DenyQuoteDialog({ quote, open, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('multistop');
  const mutation = useDenyQuote(quote._id);
  const refused = isApiError(mutation.error) && mutation.error.status === 409;
  return (
    <CancelReasonDialog
      ns="multistop"
      texts="deny"
      idPrefix="deny-quote"
      uniqueId={quote.unique_id}
      text={t('deny.text')}
      open={open}
      onClose={onClose}
      reasons={QUOTE_DENY_REASON_IDS.map((id) => ({ id, label: t(`denyReason.${id}`) }))}
      commentMax={TRIP_COMMENT_MAX}
      pending={mutation.isPending}
      error={mutation.error}
      refused={refused ? t('deny.refused') : null}
      onConfirm={(body) => mutation.mutate(body, { onSuccess: onDone })}
    />
  );
}

/**
 * Withdraw an open quote (`withdraw`) or cancel its approved trip (`cancel`): the same request,
 * with the trips' cancel reasons. Refused once the trip started (quote_cancel_error).
 */
export function CancelQuoteDialog({
  mode,
  quote,
  open,
  onClose,
  onDone,
}: DialogProps & { mode: 'withdraw' | 'cancel' }) {
  const { t } = useTranslation('multistop');
  const lang = currentLanguage();
  const mutation = useCancelQuote(quote._id);
  const refused = isApiError(mutation.error) && mutation.error.status === 409;
  return (
    <CancelReasonDialog
      ns="multistop"
      texts={mode}
      idPrefix={`${mode}-quote`}
      uniqueId={quote.unique_id}
      text={t(`${mode}.text`)}
      open={open}
      onClose={onClose}
      reasons={QUOTE_CANCEL_REASON_IDS.map((id) => ({ id, label: CANCEL_REASON_LABELS[id][lang] }))}
      commentMax={TRIP_COMMENT_MAX}
      pending={mutation.isPending}
      error={mutation.error}
      refused={refused ? t(`${mode}.refused`) : null}
      onConfirm={(body) => mutation.mutate(body, { onSuccess: onDone })}
    />
  );
}
