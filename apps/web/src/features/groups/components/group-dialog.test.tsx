// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { OPEN_POLICY, type Group } from '@trayecto/contracts';
import { answerApi, renderPanel } from '../../../test/render.tsx';
import { GroupDialog } from './group-dialog.tsx';

afterEach(cleanup);

const saved = (body: Record<string, unknown>): Group => ({
  _id: 'group-1',
  name: String(body.name),
  cost_center: (body.cost_center as string | null) ?? null,
  policy: { ...OPEN_POLICY, ...(body.policy as object) },
  members: 0,
  created_at: '2026-11-29T12:00:00.000Z',
  updated_at: '2026-11-29T12:00:00.000Z',
});

async function openNew() {
  const calls = answerApi({
    'POST /api/corporate/groups': (call) => ({
      status: 201,
      body: { success: true, group: saved(call.body as Record<string, unknown>) },
    }),
  });
  const onSaved = vi.fn();
  const rendered = await renderPanel(
    <GroupDialog open group={null} onClose={() => {}} onSaved={onSaved} />,
  );
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByRole('heading')[0]!.textContent).toBe('Nuevo grupo');
  return { ...rendered, dialog, calls, onSaved };
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);

describe('the group policy dialog', () => {
  it('saves a policy of days, a night window and a cap typed in Spanish marks', async () => {
    const { dialog, user, calls, onSaved } = await openNew();
    await user.type(field(dialog, /Nombre del grupo/), 'Guardia nocturna');
    await user.click(within(dialog).getByRole('button', { name: 'lunes' }));
    await user.click(within(dialog).getByRole('button', { name: 'martes' }));
    await user.type(field(dialog, /^Desde/), '22:00');
    await user.type(field(dialog, /^Hasta/), '06:00');
    await user.type(field(dialog, /Máximo por viaje/), '1.250,50');
    await user.click(within(dialog).getByRole('radio', { name: /Enviarla a aprobación/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear grupo' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [post] = calls.filter((c) => c.method === 'POST');
    expect(post!.body).toMatchObject({
      name: 'Guardia nocturna',
      policy: {
        weekdays: [1, 2],
        hours: { from: '22:00', to: '06:00' },
        max_per_trip: 1250.5,
        max_per_month: null,
        service_types: null,
        on_violation: 'approval',
      },
    });
    expect(onSaved.mock.calls[0]![1]).toBe(true);
  });

  it('marks a half-typed window and a bad amount, and sends nothing', async () => {
    const { dialog, user, calls } = await openNew();
    await user.type(field(dialog, /Nombre del grupo/), 'Ventas');
    await user.type(field(dialog, /^Desde/), '25:00');
    await user.type(field(dialog, /Máximo al mes por persona/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Crear grupo' }));
    await waitFor(() => expect(dialog.textContent).toContain('Use el formato HH:MM (24 horas)'));
    expect(dialog.textContent).toContain('Este campo es obligatorio'); // "Hasta" left empty
    expect(dialog.textContent).toContain('El monto debe ser mayor que 0');
    expect(calls).toHaveLength(0);
  });

  it('puts the server’s refusal of a field on that field, once', async () => {
    answerApi({
      'POST /api/corporate/groups': {
        status: 409,
        body: {
          success: false,
          error_code: 'group_name_taken',
          message: 'taken',
          fields: { name: 'group_name_taken' },
        },
      },
    });
    const onSaved = vi.fn();
    const { user } = await renderPanel(
      <GroupDialog open group={null} onClose={() => {}} onSaved={onSaved} />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(field(dialog, /Nombre del grupo/), 'Ventas');
    await user.click(within(dialog).getByRole('button', { name: 'Crear grupo' }));
    await waitFor(() =>
      expect(field(dialog, /Nombre del grupo/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(dialog.textContent!.split('Ya existe un grupo con ese nombre')).toHaveLength(2);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
