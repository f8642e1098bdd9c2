import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Approval, DenyApprovalBody } from '@trayecto/contracts/approvals';
import { WithUserText } from '../../../components/user-text.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorText } from '../../../lib/i18n-errors.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { Notify } from '../../../components/use-toast.tsx';
import { approvalKeys, approveApproval, denyApproval } from '../api/approvals-api.ts';
import { putApproval, refreshApprovals } from '../api/approvals-queries.ts';
import { ApproveDialog, DenyDialog } from './decision-dialogs.tsx';
import { ApprovalPayerFunds, useApprovalPayer } from './approval-payer.tsx';

type Asked = { mode: 'approve' | 'deny'; approval: Approval };

/**
 * The approvals page's decisions (write:approvals): `ask('approve' | 'deny', request)` opens its
 * dialog; the answer is shown at once and said in the page's snackbar (`notify`): approved and
 * booked, approved but not booked (why), or not approved. Someone deciding first (409) brings
 * the request and the lists again. Render `element` once.
 */
export function useApprovalDecisions(notify: Notify) {
  const { t } = useTranslation('approvals');
  // mounted only while open: a fresh form and request state each time
  const [asked, setAsked] = useState<Asked | null>(null);
  const ask = (mode: Asked['mode'], approval: Approval) => setAsked({ mode, approval });
  const close = () => setAsked(null);

  const decidedElsewhere = (error: unknown, id: string) => {
    if (!isApiError(error) || error.status !== 409) return;
    void queryClient.invalidateQueries({ queryKey: approvalKeys.detail(id) });
    void refreshApprovals();
  };

  const approve = async (approval: Approval) => {
    try {
      const next = await approveApproval(approval._id);
      void putApproval(next);
      setAsked(null);
      if (next.status === 'approved')
        notify(
          'success',
          <WithUserText>
            {(isolate) =>
              t(next.kind === 'parcel' ? 'done.approvedParcel' : 'done.approvedRide', {
                id: isolate(next.unique_id),
              })
            }
          </WithUserText>,
        );
      else
        notify(
          'warning',
          <WithUserText>
            {(isolate) =>
              t('done.failed', {
                id: isolate(next.unique_id),
                error: errorText(t, next.failure_code ?? 'unknown'),
              })
            }
          </WithUserText>,
        );
    } catch (e) {
      decidedElsewhere(e, approval._id);
      throw e;
    }
  };

  const deny = async (approval: Approval, body: DenyApprovalBody) => {
    try {
      const next = await denyApproval(approval._id, body);
      void putApproval(next);
      setAsked(null);
      notify(
        'success',
        <WithUserText>
          {(isolate) => t('done.denied', { id: isolate(next.unique_id) })}
        </WithUserText>,
      );
    } catch (e) {
      decidedElsewhere(e, approval._id);
      throw e;
    }
  };

  const element =
    asked?.mode === 'approve' ? (
      <PanelApproveDialog
        key={`approve-${asked.approval._id}`}
        approval={asked.approval}
        onClose={close}
        onConfirm={() => approve(asked.approval)}
      />
    ) : asked?.mode === 'deny' ? (
      <DenyDialog
        key={`deny-${asked.approval._id}`}
        approval={asked.approval}
        open
        onClose={close}
        onConfirm={(body) => deny(asked.approval, body)}
      />
    ) : null;

  return { ask, element };
}

/**
 * The approve dialog in the panel: the payer's money before "Aprobar", which waits while they
 * fall short of the estimate, with "Dar saldo a …" on top (the approver's link page has no
 * session to read balances with, and approves as before).
 */
function PanelApproveDialog({
  approval,
  onClose,
  onConfirm,
}: {
  approval: Approval;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const payer = useApprovalPayer(approval);
  return (
    <>
      <ApproveDialog
        approval={approval}
        open
        onClose={onClose}
        onConfirm={onConfirm}
        blocked={payer.short}
      >
        <ApprovalPayerFunds approval={approval} payer={payer} />
      </ApproveDialog>
      {payer.giveElement}
    </>
  );
}
