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

/** The money of who pays a booking. */
export type PayerFunds = { balance: number; available: number; overdraft: number };

/**
 * What the payer of a booking has: the collaborator's balance, what they may spend (balance and
 * overdraft) and overdraft; or, for 'company', the company wallet's. null while the collaborator
 * who pays is still to be chosen (nothing is known to fall short then).
 */
export function usePayerFunds(payer: PayrollUser | null | 'company'): PayerFunds | null {
  const wallet = useSessionStore((s) => s.wallet);
  const overdraft = useSessionStore((s) => s.overdraft);
  if (payer === 'company') return { balance: wallet, available: wallet + overdraft, overdraft };
  return (
    payer && { balance: payer.balance, available: payer.available, overdraft: payer.overdraft }
  );
}

/** Whether the payer cannot cover `fare`: said before "Continuar", not after a refused booking. */
export const fallsShort = (funds: PayerFunds | null, fare: number | undefined): boolean =>
  Boolean(funds && fare !== undefined && fare > funds.available);

/**
 * The confirmation's "who pays" box: the collaborator (their balance) or the company wallet, the
 * balance now, the fare held (`fareNote` under it), the balance after and the overdraft allowed,
 * and the hold's note; then one alert: `error` (a refused submission) or, without one, that the
 * payer cannot cover the fare, never both. Its texts are the `confirm.*` keys of `ns`
 * (payerCollaborator, payerCompany, balanceNow, fare, balanceAfter, overdraft, holdNote).
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
        <Stack spacing={1}>
          <MoneyRow label={t('confirm.balanceNow')} value={funds.balance} />
          <MoneyRow label={t('confirm.fare')} value={-fare} />
          {fareNote}
          <Divider flexItem />
          <MoneyRow label={t('confirm.balanceAfter')} value={funds.balance - fare} strong />
          {funds.overdraft > 0 && (
            <MoneyRow label={t('confirm.overdraft')} value={funds.overdraft} muted />
          )}
        </Stack>
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

/** A label and an amount in dollars; a charge (below zero) in red unless muted. */
function MoneyRow({
  label,
  value,
  strong,
  muted,
}: {
  label: string;
  value: number;
  strong?: boolean;
  muted?: boolean;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
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
        {formatUsd(value)}
      </Typography>
    </Stack>
  );
}
