// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { PanelDetail, WalletOperation } from '@trayecto/contracts';
import { answerApi, renderPanel } from '../../../test/render.tsx';
import { Component as PanelDetailPage } from './panel-detail.tsx';

afterEach(cleanup);

const newest: WalletOperation = {
  _id: 'op-1',
  created_at: '2026-11-20T14:00:00.000Z',
  origin: 'panel_transfer_in',
  description: 'Transferencia de la cuenta maestra',
  amount: 50,
  initial_balance: 20,
  final_balance: 70,
  user_amount: null,
  user: null,
  exchange_rate: 45.2,
  amount_ves: null,
};

const panel = (holds: number): PanelDetail => ({
  _id: 'panel-1',
  name: 'Sucursal Valencia',
  unique_id: 'P-000123',
  email: 'valencia@example.test',
  status: 'approved',
  wallet: 70 - holds,
  overdraft: 10,
  month: { trips: 2, parcels: 1, trips_spend: 12, parcels_spend: 3, spend: 15 },
  active_collaborators: 4,
  balance: 70,
  holds,
  available: 80 - holds,
  takeable: 70 - holds,
  operations: [newest],
  operations_next_cursor: null,
  payments: [],
  payments_total: 0,
});

async function open(holds: number) {
  answerApi({
    'GET /api/corporate/panels/panel-1': {
      body: {
        success: true,
        data: {
          panel: panel(holds),
          master: { wallet: 500, overdraft: 0, available: 500 },
          month: { start_date: '2026-11-01', end_date: '2026-11-30' },
        },
      },
    },
  });
  await renderPanel(
    <Routes>
      <Route path="/panels/:id" element={<PanelDetailPage />} />
    </Routes>,
    { path: '/panels/panel-1' },
  );
  return screen.findByRole('region', { name: 'Cifras del panel' });
}

describe("a panel's detail", () => {
  it('shows the balance its newest history row ends with, and says what running orders hold', async () => {
    const figures = await open(19.33);
    const card = within(figures).getByText('Saldo del panel').closest('div')!.parentElement!;
    expect(card.textContent).toContain('$70,00');
    // the amounts isolated left to right (⁦…⁩), as in every sentence that holds one
    expect(card.textContent).toContain(
      'Retenido por pedidos en curso: \u2066$19,33\u2069 · Sobregiro: \u2066$10,00\u2069',
    );
  });

  it('says only the overdraft while nothing is held', async () => {
    const figures = await open(0);
    const card = within(figures).getByText('Saldo del panel').closest('div')!.parentElement!;
    expect(card.textContent).toContain('$70,00');
    expect(card.textContent).not.toContain('Retenido');
  });
});
