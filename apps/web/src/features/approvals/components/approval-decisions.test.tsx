// @vitest-environment happy-dom
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Approval } from '@trayecto/contracts/approvals';
import type { PayrollUser } from '@trayecto/contracts';
import { queryClient } from '../../../lib/query-client.ts';
import { payrollUser, waitingApproval } from '../../../test/fixtures.ts';
import { answerApi, renderPanel } from '../../../test/render.tsx';
import { useApprovalDecisions } from './approval-decisions.tsx';

// The approvals page's "Aprobar": the payer's money is shown before approving, and while the
// payer cannot cover the estimate the button waits (before, the request was approved and then
// failed to book for want of balance).

afterEach(() => {
  cleanup();
  queryClient.clear();
});

const ana = payrollUser();

const waiting = waitingApproval({ payer_user_id: ana._id, reason: null });

function Asks({ approval }: { approval: Approval }) {
  const decisions = useApprovalDecisions(() => undefined);
  useEffect(() => decisions.ask('approve', approval), []); // eslint-disable-line react-hooks/exhaustive-deps
  return <>{decisions.element}</>;
}

const userAnswer = (user: PayrollUser) => ({ body: { success: true, data: { user } } });

describe('approving a request in the panel', () => {
  it('shows the payer falls short and waits, offering to give balance', async () => {
    const calls = answerApi({ 'GET /api/corporate/users/user-ana': userAnswer(ana) });
    await renderPanel(<Asks approval={waiting} />);
    const dialog = await screen.findByRole('dialog', { name: /Aprobar la solicitud/ });
    const funds = await within(dialog).findByRole('region', { name: 'Saldo de Ana Pérez' });
    expect(within(funds).getByText('Costo estimado')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'El usuario no tiene saldo suficiente o no hay sobregiro suficiente',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Aprobar' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(dialog).getByRole('button', { name: 'Dar saldo a Ana Pérez' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('approves when the payer can cover the estimate', async () => {
    const rich = { ...ana, balance: 100, available: 100, takeable: 100 };
    const calls = answerApi({
      'GET /api/corporate/users/user-ana': userAnswer(rich),
      'POST /api/corporate/approvals/ap-1/approve': {
        body: { success: true, approval: { ...waiting, status: 'approved' } },
      },
      'GET /api/corporate/approvals': {
        body: { success: true, approvals: [], waiting: 0, next_cursor: null },
      },
    });
    const { user } = await renderPanel(<Asks approval={waiting} />);
    const dialog = await screen.findByRole('dialog', { name: /Aprobar la solicitud/ });
    await within(dialog).findByRole('region', { name: 'Saldo de Ana Pérez' });
    const approve = within(dialog).getByRole('button', { name: 'Aprobar' });
    expect(approve.hasAttribute('disabled')).toBe(false);
    await user.click(approve);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/approve'))).toBe(true),
    );
  });
});
