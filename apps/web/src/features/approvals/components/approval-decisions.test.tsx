// @vitest-environment happy-dom
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Approval } from '@trayecto/contracts/approvals';
import type { PayrollUser } from '@trayecto/contracts';
import { queryClient } from '../../../lib/query-client.ts';
import { answerApi, renderPanel } from '../../../test/render.tsx';
import { useApprovalDecisions } from './approval-decisions.tsx';

// The approvals page's "Aprobar": the payer's money is shown before approving, and while the
// payer cannot cover the estimate the button waits (before, the request was approved and then
// failed to book for want of balance).

afterEach(() => {
  cleanup();
  queryClient.clear();
});

const ana: PayrollUser = {
  _id: 'user-ana',
  name: 'Ana Pérez',
  email: 'ana@example.test',
  phone: '+584141234567',
  id_card: 'V12345678',
  department: null,
  group_id: null,
  is_active: true,
  balance: 10,
  overdraft: 0,
  available: 10,
  takeable: 10,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
  deleted_at: null,
};

const waiting: Approval = {
  _id: 'ap-1',
  unique_id: 'AP-4K2M9Q',
  kind: 'ride',
  status: 'waiting',
  passenger_name: 'Ana Pérez',
  payer_user_id: ana._id,
  group_name: 'Ventas',
  violations: ['max_per_trip'],
  origin_address: 'Plaza Venezuela, Caracas',
  destination_address: 'Aeropuerto de Maiquetía',
  service_type_id: 'economy',
  estimate: 42.5,
  scheduled_at: null,
  reason: null,
  cost_center: null,
  requested_by: 'Luis Gómez',
  decided_by: null,
  decided_at: null,
  deny_reason: null,
  failure_code: null,
  order_id: null,
  expires_at: '2099-01-01T00:00:00.000Z',
  created_at: '2026-11-29T12:00:00.000Z',
};

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
