import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import type { Quote } from '@trayecto/contracts';
import { quoteActions } from '../lib/quote-state.ts';
import { ApproveQuoteDialog } from './approve-quote-dialog.tsx';
import { CancelQuoteDialog, DenyQuoteDialog } from './reason-dialogs.tsx';
import { useCan } from '../../../lib/use-can.ts';

export type QuoteOutcome = 'approved' | 'denied' | 'withdrawn' | 'cancelled';
type Open = 'approve' | 'deny' | 'withdraw' | 'cancel' | null;

/**
 * What the company may do with a quote in its state, each behind its dialog: approve or deny a
 * price, withdraw an open quote, cancel an approved trip. `decisionsOnly`: approve and deny (a
 * row of the list). Inside a clickable row, clicks and keys stay here (the dialogs' too: React
 * events bubble out of portals) so they do not open the row.
 */
export function QuoteActionButtons({
  quote,
  decisionsOnly = false,
  size = 'medium',
  onDone,
}: {
  quote: Quote;
  decisionsOnly?: boolean;
  size?: 'small' | 'medium';
  onDone: (outcome: QuoteOutcome, quote: Quote) => void;
}) {
  const { t } = useTranslation('multistop');
  const [open, setOpen] = useState<Open>(null);
  // every one of them is a write on trips (issue 13): a role that may only read them sees none
  const canWrite = useCan('write', 'trips');
  const allowed = quoteActions(quote);
  const withdraw = allowed.withdraw && !decisionsOnly;
  const cancelTrip = allowed.cancelTrip && !decisionsOnly;
  // a dialog stays while open even if the quote moves on meanwhile: its answer says what happened
  if (!canWrite && !open) return null;
  if (!allowed.approve && !allowed.deny && !withdraw && !cancelTrip && !open) return null;
  const close = () => setOpen(null);
  const done = (outcome: QuoteOutcome) => (next: Quote) => {
    setOpen(null);
    onDone(outcome, next);
  };
  const stop = (e: SyntheticEvent) => e.stopPropagation();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      onClick={stop}
      onKeyDown={stop}
      sx={{ flexWrap: 'wrap', rowGap: 1 }}
    >
      {allowed.approve && (
        <Button
          size={size}
          variant="contained"
          color="success"
          startIcon={<CheckRounded />}
          onClick={() => setOpen('approve')}
          aria-label={t('actions.approveLabel', { id: quote.unique_id })}
        >
          {t('actions.approve')}
        </Button>
      )}
      {allowed.deny && (
        <Button
          size={size}
          variant="outlined"
          color="error"
          startIcon={<CloseRounded />}
          onClick={() => setOpen('deny')}
          aria-label={t('actions.denyLabel', { id: quote.unique_id })}
        >
          {t('actions.deny')}
        </Button>
      )}
      {withdraw && (
        <Button size={size} color="inherit" onClick={() => setOpen('withdraw')}>
          {t('actions.withdraw')}
        </Button>
      )}
      {cancelTrip && (
        <Button size={size} variant="outlined" color="error" onClick={() => setOpen('cancel')}>
          {t('actions.cancelTrip')}
        </Button>
      )}
      {/* mounted only while open: a fresh form, request state and Idempotency-Key each time */}
      {open === 'approve' && (
        <ApproveQuoteDialog quote={quote} open onClose={close} onApproved={done('approved')} />
      )}
      {open === 'deny' && (
        <DenyQuoteDialog quote={quote} open onClose={close} onDone={done('denied')} />
      )}
      {(open === 'withdraw' || open === 'cancel') && (
        <CancelQuoteDialog
          mode={open}
          quote={quote}
          open
          onClose={close}
          onDone={done(open === 'withdraw' ? 'withdrawn' : 'cancelled')}
        />
      )}
    </Stack>
  );
}
