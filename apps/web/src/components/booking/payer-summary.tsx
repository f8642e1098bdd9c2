import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd, type PayrollUser } from '@trayecto/contracts';
import { errorText } from '../../lib/i18n-errors.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { WithUserText } from '../user-text.tsx';

/**
 * The money of who pays a booking: available = balance + overdraft - held, what the server's hold
 * accepts a fare against. `held`: what orders still running keep of it.
 */
export type PayerFunds = { balance: number; overdraft: number; held: number; available: number };

/** Dollars to the cent (figures computed here from others must not carry float dust). */
const cents = (usd: number) => Math.round(usd * 100) / 100;

/**
 * What the payer of a booking has: the collaborator's balance, overdraft, what their running
 * orders hold and what they may spend; or, for 'company', the company wallet's (the menu's figure,
 * which holds have already left: nothing more to take off it). null while the collaborator who
 * pays is still to be chosen (nothing is known to fall short then).
 */
export function usePayerFunds(payer: PayrollUser | null | 'company'): PayerFunds | null {
  const wallet = useSessionStore((s) => s.wallet);
  const overdraft = useSessionStore((s) => s.overdraft);
  if (payer === 'company')
    return { balance: wallet, overdraft, held: 0, available: cents(wallet + overdraft) };
  return (
    payer && {
      balance: payer.balance,
      overdraft: payer.overdraft,
      held: Math.max(0, cents(payer.balance + payer.overdraft - payer.available)),
      available: payer.available,
    }
  );
}

/** Whether the payer cannot cover `fare`: said before "Continuar", not after a refused booking. */
export const fallsShort = (funds: PayerFunds | null, fare: number | undefined): boolean =>
  Boolean(funds && fare !== undefined && fare > funds.available);

/**
 * The payer's money as the hold counts it: the balance, the overdraft allowed, what running
 * orders hold, so what is available now; this order's fare (`fareNote` under it) and what stays
 * available after it. The figures are the server's rule (available = balance + overdraft - held),
 * so "after" is below zero exactly when the booking would be refused.
 */
export function PayerFundsRows({
  funds,
  fare,
  fareLabel,
  fareNote,
}: {
  funds: PayerFunds;
  fare: number;
  /** the fare's own name where the screen has one ("Tarifa estimada") */
  fareLabel?: string;
  fareNote?: ReactNode;
}) {
  const { t } = useTranslation('common');
  // the balance alone is the figure to spend when nothing else changes it
  const plain = funds.held === 0 && funds.overdraft === 0;
  return (
    <Stack spacing={1}>
      {!plain && (
        <>
          <MoneyRow label={t('booking.funds.balance')} value={funds.balance} />
          {funds.overdraft > 0 && (
            <MoneyRow label={t('booking.funds.overdraft')} value={funds.overdraft} sign />
          )}
          {funds.held > 0 && <MoneyRow label={t('booking.funds.held')} value={-funds.held} muted />}
        </>
      )}
      <MoneyRow
        label={t('booking.funds.available')}
        value={funds.available}
        strong={!plain}
        testId="funds-available"
      />
      <MoneyRow label={fareLabel ?? t('booking.funds.fare')} value={-fare} />
      {fareNote}
      <Divider flexItem />
      <MoneyRow
        label={t('booking.funds.availableAfter')}
        value={cents(funds.available - fare)}
        strong
        testId="funds-after"
      />
      {funds.held > 0 && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('booking.funds.heldNote')}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The confirmation's "who pays" box: the collaborator or the company wallet, its money as the
 * hold counts it (PayerFundsRows), and the hold's note; then one alert: `error` (a refused
 * submission) or, without one, that the payer cannot cover the fare, never both. Its texts are
 * the `confirm.*` keys of `ns` (payerCollaborator, payerCompany, fare, holdNote).
 */
export function PayerSummary({
  ns,
  titleId,
  collaborator,
  fare,
  fareNote,
  error,
}: {
  ns: 'trips' | 'parcels';
  /** the id of the box's title, which names it */
  titleId: string;
  /** the collaborator who pays; null: the company wallet */
  collaborator: PayrollUser | null;
  fare: number;
  fareNote?: ReactNode;
  error: string | null;
}) {
  const { t } = useTranslation(ns);
  const funds = usePayerFunds(collaborator ?? 'company')!;
  return (
    <>
      <Box
        component="section"
        aria-labelledby={titleId}
        sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
      >
        <Typography id={titleId} variant="subtitle2" sx={{ mb: 1.5 }}>
          {collaborator ? (
            <WithUserText>
              {(isolate) => t('confirm.payerCollaborator', { name: isolate(collaborator.name) })}
            </WithUserText>
          ) : (
            t('confirm.payerCompany')
          )}
        </Typography>
        <PayerFundsRows
          funds={funds}
          fare={fare}
          fareLabel={t('confirm.fare')}
          fareNote={fareNote}
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          {t('confirm.holdNote')}
        </Typography>
      </Box>
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : (
        fallsShort(funds, fare) && (
          <Alert severity="warning">{errorText(t, 'insufficient_balance')}</Alert>
        )
      )}
    </>
  );
}

/**
 * A label and an amount in dollars; a charge (below zero) in red unless muted; `sign`: an amount
 * that adds shows its "+".
 */
function MoneyRow({
  label,
  value,
  strong,
  muted,
  sign,
  testId,
}: {
  label: string;
  value: number;
  strong?: boolean;
  muted?: boolean;
  sign?: boolean;
  testId?: string;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }} data-testid={testId}>
      <Typography
        variant="body2"
        color={muted ? 'text.secondary' : undefined}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography
        dir="ltr"
        variant="body2"
        sx={{
          fontWeight: strong ? 700 : 500,
          unicodeBidi: 'isolate',
          fontVariantNumeric: 'tabular-nums',
          color: value < 0 && !muted ? 'error.main' : muted ? 'text.secondary' : undefined,
        }}
      >
        {sign && value > 0 ? `+${formatUsd(value)}` : formatUsd(value)}
      </Typography>
    </Stack>
  );
}
