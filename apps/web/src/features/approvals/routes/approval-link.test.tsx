// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Approval } from '@trayecto/contracts/approvals';
import { queryClient } from '../../../lib/query-client.ts';
import { waitingApproval } from '../../../test/fixtures.ts';
import { answerApi, renderPanel } from '../../../test/render.tsx';
import { Component as ApprovalLinkPage } from './approval-link.tsx';

afterEach(() => {
  cleanup();
  queryClient.clear();
});

const TOKEN = 'tok_approval_0123456789';
const LINK = `/api/public/approvals/${TOKEN}`;

const waiting = waitingApproval();

const answer = (approval: Approval) => ({
  body: { success: true, company_name: 'Empresa de prueba C.A.', approval },
});

const open = () =>
  renderPanel(
    <Routes>
      <Route path="/approval/:token" element={<ApprovalLinkPage />} />
    </Routes>,
    { path: `/approval/${TOKEN}` },
  );

describe('the approval link page', () => {
  it('shows the request and approves it once, then says it was booked', async () => {
    const calls = answerApi({
      [`GET ${LINK}`]: answer(waiting),
      [`POST ${LINK}/approve`]: answer({ ...waiting, status: 'approved', decided_by: 'Aprobador' }),
    });
    const { user } = await open();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Solicitud de aprobación de \u2068Empresa de prueba C.A.\u2069',
    );
    expect(document.body.textContent).toContain('Aeropuerto de Maiquetía');
    expect(document.body.textContent).toContain('Ventas');
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    expect(
      (await screen.findByRole('heading', { name: 'Aprobado: el viaje fue solicitado' })).tagName,
    ).toBe('H1');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `${LINK}/approve`,
    ]);
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
  });

  it('asks for a reason before denying and sends the reason typed', async () => {
    const calls = answerApi({
      [`GET ${LINK}`]: answer(waiting),
      [`POST ${LINK}/deny`]: answer({
        ...waiting,
        status: 'denied',
        deny_reason: 'Fuera de horario',
      }),
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'No aprobar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe(
      '¿No aprobar la solicitud AP-4K2M9Q?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'No aprobar' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByLabelText(/Motivo/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Fuera de horario');
    await user.click(within(dialog).getByRole('button', { name: 'No aprobar' }));
    expect(await screen.findByRole('heading', { name: 'No aprobado' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { reason: 'Fuera de horario' },
    ]);
  });

  it('says a dead link is of no use, and offers no decision', async () => {
    answerApi({
      [`GET ${LINK}`]: {
        status: 404,
        body: { success: false, error_code: 'approval_link_invalid', message: 'x' },
      },
    });
    await open();
    expect(await screen.findByRole('heading', { name: 'Este enlace no sirve' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
  });

  it('shows a request already decided as decided, in the reader’s language', async () => {
    answerApi({
      [`GET ${LINK}`]: answer({
        ...waiting,
        status: 'denied',
        decided_by: 'Marta Ruiz',
        decided_at: '2026-11-29T13:00:00.000Z',
        deny_reason: 'Sin presupuesto',
      }),
    });
    await renderPanel(
      <Routes>
        <Route path="/approval/:token" element={<ApprovalLinkPage />} />
      </Routes>,
      { path: `/approval/${TOKEN}`, language: 'en' },
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toMatch(/Solicitud|solicitud/);
    expect(document.body.textContent).toContain('Sin presupuesto');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
