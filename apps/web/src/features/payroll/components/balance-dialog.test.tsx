// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { payrollUser } from '../../../test/fixtures.ts';
import { answerApi, renderPanel } from '../../../test/render.tsx';
import { BalanceDialog } from './balance-dialog.tsx';

afterEach(cleanup);

const ana = payrollUser();

const wallet = (available: number) => ({
  success: true,
  data: {
    currency: 'USD',
    wallet: available,
    balance: available,
    overdraft: 0,
    holds: 0,
    available,
    credits_due: null,
    exchange_rate: null,
  },
});

describe('the give/take balance dialog', () => {
  it('gives what was typed in Spanish marks, previews both balances and sends one movement', async () => {
    const calls = answerApi({
      'GET /api/corporate/wallet': { body: wallet(100) },
      'POST /api/corporate/users/user-ana/balance': {
        body: {
          success: true,
          data: { user: { ...ana, balance: 35.5 }, wallet: 74.5, transfer_id: 't-1' },
        },
      },
    });
    const onDone = vi.fn();
    const { user } = await renderPanel(
      <BalanceDialog open user={ana} initialDirection="give" onClose={() => {}} onDone={onDone} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dar saldo a Ana Pérez' });
    await user.type(within(dialog).getByLabelText(/Monto en dólares/), '25,50');
    // the company's balance and Ana's, now and after, in Spanish marks
    await waitFor(() => expect(dialog.textContent).toContain('$74,50'));
    expect(dialog.textContent).toContain('$35,50');
    await user.click(within(dialog).getByRole('button', { name: 'Dar saldo' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('give', 25.5, expect.objectContaining({ balance: 35.5 })),
    );
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ amount: 25.5, direction: 'give' });
  });

  it('says the company cannot cover the amount before anything is sent', async () => {
    const calls = answerApi({ 'GET /api/corporate/wallet': { body: wallet(20) } });
    const { user } = await renderPanel(
      <BalanceDialog
        open
        user={ana}
        initialDirection="give"
        onClose={() => {}}
        onDone={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.type(within(dialog).getByLabelText(/Monto en dólares/), '25');
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'La empresa no tiene saldo ni sobregiro suficiente para dar ese monto',
    );
    expect(within(dialog).getByRole('button', { name: 'Dar saldo' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('takes back no more than the collaborator holds, never the overdraft', async () => {
    answerApi({ 'GET /api/corporate/wallet': { body: wallet(100) } });
    const { user } = await renderPanel(
      <BalanceDialog
        open
        user={ana}
        initialDirection="give"
        onClose={() => {}}
        onDone={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect(within(dialog).getByRole('heading').textContent).toBe('Quitar saldo a Ana Pérez');
    await user.type(within(dialog).getByLabelText(/Monto en dólares/), '10,01');
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/saldo/i);
    expect(within(dialog).getByRole('button', { name: 'Quitar saldo' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('puts the server’s refusal of the amount on the amount field, in the interface language', async () => {
    answerApi({
      'GET /api/corporate/wallet': { body: wallet(100) },
      'POST /api/corporate/users/user-ana/balance': {
        status: 422,
        body: {
          success: false,
          error_code: 'validation_error',
          message: 'Invalid amount',
          fields: { amount: 'too_many_decimals' },
        },
      },
    });
    const { user } = await renderPanel(
      <BalanceDialog
        open
        user={ana}
        initialDirection="give"
        onClose={() => {}}
        onDone={() => {}}
      />,
      { language: 'en' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Give balance to Ana Pérez' });
    await user.type(within(dialog).getByLabelText(/Amount in dollars/), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Give balance' }));
    const amount = within(dialog).getByLabelText(/Amount in dollars/);
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).not.toContain('Invalid amount');
  });
});
