// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { fareBounds, type ConsoleFare, type FareValues } from '@trayecto/contracts/fares';
import { answerApi, renderConsole } from '../../../test/render.tsx';
import { Component as FaresPage } from './fares.tsx';

afterEach(cleanup);

const DEFAULT: FareValues = { base: 1, per_km: 0.5, per_min: 0.1, minimum: 2 };

const economy = (current: FareValues = DEFAULT): ConsoleFare => ({
  city_id: 'caracas',
  service_type_id: 'economy',
  name: 'Económico',
  default: DEFAULT,
  current,
  bounds: {
    base: fareBounds(DEFAULT.base),
    per_km: fareBounds(DEFAULT.per_km),
    per_min: fareBounds(DEFAULT.per_min),
    minimum: fareBounds(DEFAULT.minimum),
  },
  overridden: current !== DEFAULT,
  updated_at: null,
  updated_by: null,
});

const fares = {
  success: true,
  cities: [{ city_id: 'caracas', name: 'Caracas', fares: [economy()] }],
};

async function openEditor() {
  const calls = answerApi({
    'GET /api/console/fares': { body: fares },
    'PUT /api/console/fares/caracas/economy': (call) => ({
      body: { success: true, fare: economy(call.body as FareValues) },
    }),
  });
  const rendered = await renderConsole(<FaresPage />, { path: '/admin/fares' });
  await rendered.user.click(await screen.findByRole('button', { name: 'Cambiar' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByRole('heading')[0]!.textContent).toBe(
    'Tarifa Económico en Caracas',
  );
  return { ...rendered, dialog, calls };
}

const input = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);

describe('the fares editor', () => {
  it('refuses a value outside its bounds on its field, then reviews and saves the change', async () => {
    const { dialog, user, calls } = await openEditor();
    await user.clear(input(dialog, /Tarifa base/));
    await user.type(input(dialog, /Tarifa base/), '2,50');
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    await waitFor(() =>
      expect(input(dialog, /Tarifa base/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(dialog.textContent).toContain('El valor debe estar entre $0,50 y $2,00');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(input(dialog, /Tarifa base/));
    await user.type(input(dialog, /Tarifa base/), '1,50');
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    expect(
      (await within(dialog).findByRole('heading', { name: /Revise el cambio/ })).textContent,
    ).toBe('Revise el cambio de Económico en Caracas');
    expect(dialog.textContent).toContain('$1,50');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar tarifa' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ ...DEFAULT, base: 1.5 });
  });

  it('says there is nothing to save when the values are those charged now', async () => {
    const { dialog, user, calls } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    expect(
      await within(dialog).findByText(
        'Los valores son los mismos que se cobran ahora: no hay nada que guardar.',
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('offers no change to a role without money permissions', async () => {
    answerApi({ 'GET /api/console/fares': { body: fares } });
    await renderConsole(<FaresPage />, { path: '/admin/fares', role: 'support' });
    expect(await screen.findByText('Económico')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cambiar' })).toBeNull();
  });
});
