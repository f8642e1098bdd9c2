// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { answerApi, renderPanel } from '../../../../test/render.tsx';
import { TopupDialog } from './topup-dialog.tsx';

afterEach(cleanup);

const instructions = (rate: number | null) => ({
  success: true,
  data: {
    pago_movil: {
      bank_code: '0102',
      bank_name: 'Banco de Venezuela',
      phone: '4141234567',
      tax_id: 'J-123456789',
    },
    zelle: { email: 'pagos@example.test', name: 'Proveedor C.A.' },
    exchange_rate: rate,
    today: '2026-11-29',
    demo_bank: false,
  },
});

async function openDialog(rate: number | null, routes = {}) {
  const calls = answerApi({
    'GET /api/corporate/topups/instructions': { body: instructions(rate) },
    ...routes,
  });
  const onCreated = vi.fn();
  const rendered = await renderPanel(<TopupDialog open onClose={() => {}} onCreated={onCreated} />);
  const dialog = await screen.findByRole('dialog', { name: 'Recargar saldo' });
  // today's rate is shown once the instructions arrive
  await waitFor(() => expect(dialog.textContent).toContain('Tasa BCV de hoy'));
  return { ...rendered, dialog, calls, onCreated };
}

describe('the top-up dialog', () => {
  it('previews bolívares in dollars with the conversion the server uses (Bs 25,99 at 45,2 is $0,58)', async () => {
    const { dialog, user } = await openDialog(45.2);
    await user.type(within(dialog).getByLabelText(/Monto pagado/), '25,99');
    await waitFor(() =>
      expect(within(dialog).getByTestId('topup-amount-preview').textContent).toBe(
        '≈ $0,58 al cambio BCV',
      ),
    );
    // Spanish marks: "1.234,50" is a thousand two hundred thirty-four and a half
    await user.clear(within(dialog).getByLabelText(/Monto pagado/));
    await user.type(within(dialog).getByLabelText(/Monto pagado/), '1.234,50');
    await waitFor(() =>
      expect(within(dialog).getByTestId('topup-amount-preview').textContent).toBe(
        '≈ $27,31 al cambio BCV',
      ),
    );
  });

  it('takes Zelle in dollars only and shows what the wallet receives after the IGTF', async () => {
    const { dialog, user } = await openDialog(45.2);
    await user.click(within(dialog).getByRole('button', { name: 'Zelle' }));
    expect(within(dialog).getByText('Zelle solo acepta dólares')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Monto pagado/), '103');
    await waitFor(() =>
      expect(within(dialog).getByTestId('topup-amount-preview').textContent).toMatch(
        /^Se acreditarán \$100,00 · IGTF 3% \$3,00$/,
      ),
    );
  });

  it('sends nothing while required fields are empty and marks each of them', async () => {
    const { dialog, user, calls } = await openDialog(45.2);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar recarga' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByLabelText(/Monto pagado/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    for (const label of [/Teléfono del pagador/, /Cédula o RIF del pagador/, /^Referencia/])
      expect(within(dialog).getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
