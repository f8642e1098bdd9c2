// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Credit } from '@trayecto/contracts';
import { answerApi, renderPanel } from '../../../test/render.tsx';
import { CreditRequestDialog } from './credit-request-dialog.tsx';

afterEach(cleanup);

const waiting = (amount: number, note: string | null): Credit => ({
  _id: 'credit-1',
  unique_id: 'CRE-000012',
  status: 'waiting',
  amount,
  paid: 0,
  due: 0,
  approved_at: null,
  expires_at: null,
  note,
  deny_reason: null,
  requested_by: 'company',
  created_at: '2026-11-29T12:00:00.000Z',
});

async function open(routes: Parameters<typeof answerApi>[0] = {}) {
  const calls = answerApi(routes);
  const onCreated = vi.fn();
  const rendered = await renderPanel(
    <CreditRequestDialog open onClose={() => {}} onCreated={onCreated} />,
  );
  const dialog = await screen.findByRole('dialog');
  return { ...rendered, dialog, calls, onCreated };
}

describe('the credit request dialog', () => {
  it('says it is a request finance decides, and sends the amount typed in Spanish marks once', async () => {
    const { dialog, user, calls, onCreated } = await open({
      'POST /api/corporate/credits': () => ({
        status: 201,
        body: { success: true, data: waiting(1234.5, 'Nómina de diciembre') },
      }),
    });
    expect(within(dialog).getAllByRole('heading')[0]!.textContent).toBe('Solicitar crédito');
    expect(dialog.textContent).toContain('Esto es una solicitud, no un crédito aprobado');
    await user.type(within(dialog).getByLabelText(/Monto solicitado/), '1.234,50');
    await user.type(within(dialog).getByLabelText(/Nota/), 'Nómina de diciembre');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([{ amount: 1234.5, note: 'Nómina de diciembre' }]);
  });

  it('marks an empty or negative amount and a note over its limit, and sends nothing', async () => {
    const { dialog, user, calls } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    const amount = within(dialog).getByLabelText(/Monto solicitado/);
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    await user.type(amount, '-5');
    await user.click(within(dialog).getByLabelText(/Nota/));
    await user.paste('x'.repeat(301));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(dialog.textContent).toContain('Máximo 300 caracteres'));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('says a refusal that belongs to no field above the actions, in the interface language', async () => {
    const { dialog, user } = await open({
      'POST /api/corporate/credits': {
        status: 409,
        body: {
          success: false,
          error_code: 'credits_not_allowed',
          message: 'Credits are not enabled',
        },
      },
    });
    await user.type(within(dialog).getByLabelText(/Monto solicitado/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() =>
      expect(dialog.textContent).toContain('Esta empresa no tiene habilitados los créditos'),
    );
    expect(dialog.textContent).not.toContain('Credits are not enabled');
  });
});
