import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Approval } from '@trayecto/contracts/approvals';
import { approvalKeys } from './approvals-api.ts';

export { isApprovalRequired } from './approvals-api.ts';

/** /approvals, opened on one request (the e-mails link there too). */
export const approvalsPath = (id?: string) =>
  id ? `/approvals?id=${encodeURIComponent(id)}` : '/approvals';

/** What a booking form hands the approvals page when its booking was filed for approval. */
export type FiledApprovalState = { filedApproval: { id: string; group: string } };

export function filedApprovalOf(state: unknown): FiledApprovalState['filedApproval'] | null {
  const filed = (state as Partial<FiledApprovalState> | null)?.filedApproval;
  return filed && typeof filed.id === 'string' && typeof filed.group === 'string' ? filed : null;
}

/**
 * A booking form's answer was 202, filed for approval (the trip, parcel or multistop quote broke
 * its group's policy, which sends it to an approver; nothing is booked or held): the request is
 * stored, the approvals lists and the menu's count are read again, and the approvals page opens
 * on it saying so. `replace`: the form's own entry (a drawer opened by the URL) is left out of
 * the history.
 */
export function useOpenFiledApproval() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (approval: Approval, { replace = false }: { replace?: boolean } = {}) => {
      queryClient.setQueryData(approvalKeys.detail(approval._id), approval);
      void queryClient.invalidateQueries({ queryKey: approvalKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.waiting() });
      const state: FiledApprovalState = {
        filedApproval: { id: approval._id, group: approval.group_name },
      };
      void navigate(approvalsPath(approval._id), { replace, state });
    },
    [navigate, queryClient],
  );
}
