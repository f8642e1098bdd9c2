import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Approval } from '@trayecto/contracts/approvals';
import type { PayrollUser } from '@trayecto/contracts';
import {
  fallsShort,
  PayerFundsRows,
  usePayerFunds,
} from '../../../components/booking/payer-summary.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { errorText } from '../../../lib/i18n-errors.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { GiveBalanceButton, useGiveBalance } from '../../payroll/api/give-balance.tsx';
import { payrollKeys, useUser } from '../../payroll/api/payroll-queries.ts';

// Who pays a request waiting for approval, counted as the hold will count it once approved: a
// collaborator's balance (a ride's passenger, a parcel's sender from the payroll) or the
// company's. A multistop quote names its payer itself (its own approve dialog shows it).

export function useApprovalPayer(approval: Approval) {
  const userId = approval.payer_user_id;
  const company = approval.kind !== 'multistop' && !userId;
  const user = useUser(userId ?? '', Boolean(userId));
  const funds = usePayerFunds(userId ? (user.data ?? null) : company ? 'company' : null);
  const give = useGiveBalance((given: PayrollUser) => {
    queryClient.setQueryData(payrollKeys.user(given._id), given);
  });
  return {
    shown: Boolean(userId) || company,
    user: user.data ?? null,
    funds,
    short: fallsShort(funds, approval.estimate),
    give,
    giveElement: give.element,
  };
}

export function ApprovalPayerFunds({
  approval,
  payer,
}: {
  approval: Approval;
  payer: ReturnType<typeof useApprovalPayer>;
}) {
  const { t } = useTranslation('approvals');
  if (!payer.shown) return null;
  return (
    <>
      <Box
        component="section"
        aria-labelledby="approval-funds-title"
        sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
      >
        <Typography id="approval-funds-title" variant="subtitle2" sx={{ mb: 1.5 }}>
          {approval.payer_user_id ? (
            <WithUserText>
              {(isolate) => t('approveDialog.fundsOf', { name: isolate(approval.passenger_name) })}
            </WithUserText>
          ) : (
            t('approveDialog.fundsCompany')
          )}
        </Typography>
        {payer.funds ? (
          <PayerFundsRows
            funds={payer.funds}
            fare={approval.estimate}
            fareLabel={t('approveDialog.estimate')}
          />
        ) : (
          <Skeleton variant="rounded" height={96} aria-label={t('approveDialog.fundsLoading')} />
        )}
      </Box>
      {payer.short && (
        <Alert severity="warning">
          {errorText(t, 'insufficient_balance')}
          {payer.user && payer.give.can && (
            <GiveBalanceButton
              variant="outlined"
              color="inherit"
              user={payer.user}
              onClick={() => payer.give.open(payer.user!)}
              sx={{ display: 'flex', mt: 1 }}
            />
          )}
        </Alert>
      )}
    </>
  );
}
