import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PASSWORD_LINK_TTL_MS, LEAD_NOTE_MAX, type LeadDetail } from '@trayecto/contracts';
import {
  auditLog,
  corporates,
  leadNotes,
  leads,
  ledgerAccounts,
  passwordResets,
} from '@trayecto/db';
import { snapshotTables } from '../../../test/db-snapshot.ts';
import {
  auth,
  freshIp,
  login,
  loginAdmin,
  setupApp,
  type TestContext,
} from '../../../test/helpers.ts';
import { startSmtpCapture, type CapturedMail } from '../../../test/smtp-capture.ts';
import { createLeadThroughForm } from './leads-test-helpers.ts';

// The console's leads (issue 10): who may read and manage them, the list (tabs and counts,
// search, keyset pages, CSV), a lead with its notes, its status, and the company created from it,
// through the first-password e-mail (a real SMTP server) to the company's first sign-in.

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let owner: string;
let support: string;
let finance: string;
let corporateToken: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await setupApp({ env: { SMTP_URL: smtp.url } });
  [owner, support, finance] = await Promise.all([
    loginAdmin(t.app, 'owner'),
    loginAdmin(t.app, 'support'),
    loginAdmin(t.app, 'finance'),
  ]);
  corporateToken = (await login(t.app, 'demo@trayecto.test')).token;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** The tables, once the mail in flight has been delivered (its outbox row marked sent). */
async function snapshot() {
  await t.app.deps.mailer.flush();
  return snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
}

/** A lead written straight to the table (the list tests need many, at set times). */
async function insertLead(values: Partial<typeof leads.$inferInsert> & { name: string }) {
  const [row] = await t.handle.db
    .insert(leads)
    .values({
      company: `${values.name} C.A.`,
      taxId: 'J-30111222-3',
      email: `${values.name.toLowerCase().replace(/\W+/g, '.')}@prospecto.test`,
      phone: '4141112233',
      city: 'Caracas',
      companySize: '11-50',
      industry: 'technology',
      leadSource: 'event',
      message: 'Necesitamos traslados para el personal de guardia.',
      ...values,
    })
    .returning();
  return row!;
}

const api = (token: string) => ({
  get: (url: string, lang = 'es') =>
    t.app.inject({
      method: 'GET',
      url: `/api/console${url}`,
      headers: { ...auth(token), 'accept-language': lang },
    }),
  patch: (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/console${url}`, headers: auth(token), payload }),
  post: (url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console${url}`,
      headers: auth(token),
      ...(payload === undefined ? {} : { payload }),
    }),
});

const received: CapturedMail[] = [];
/** The first captured mail sent to `to`, in whatever order the deliveries arrived. */
async function mailTo(to: string): Promise<CapturedMail> {
  for (;;) {
    const i = received.findIndex((m) => m.to.includes(to));
    if (i >= 0) return received.splice(i, 1)[0]!;
    received.push(await smtp.next());
  }
}

describe('who may see and manage leads', () => {
  let leadId: string;
  beforeAll(async () => {
    leadId = (await insertLead({ name: 'Permisos Uno' })).id;
  });

  it('finance reads but may not manage', async () => {
    const f = api(finance);
    expect((await f.get('/leads')).statusCode).toBe(200);
    expect((await f.get(`/leads/${leadId}`)).statusCode).toBe(200);
    const before = await snapshot();
    for (const res of [
      await f.patch(`/leads/${leadId}`, { status: 'contacted' }),
      await f.post(`/leads/${leadId}/notes`, { text: 'Llamar el lunes' }),
      await f.post(`/leads/${leadId}/company`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        error_code: 'permission_denied',
        message: 'Su rol no permite esta acción',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('support manages', async () => {
    const s = api(support);
    const res = await s.patch(`/leads/${leadId}`, { status: 'contacted' });
    expect(res.statusCode).toBe(200);
    expect(res.json<LeadDetail>().lead.status).toBe('contacted');
    const note = await s.post(`/leads/${leadId}/notes`, { text: 'Llamar el lunes' });
    expect(note.statusCode).toBe(201);
    expect(note.json<LeadDetail>().notes[0]).toMatchObject({
      text: 'Llamar el lunes',
      admin: { name: 'Andrea Salas (Trayecto)' },
    });
  });

  it('a corporate session or none is refused', async () => {
    const asCorporate = await api(corporateToken).get('/leads');
    expect(asCorporate.statusCode).toBe(401);
    expect(asCorporate.json().error_code).toBe('invalid_token');
    const none = await t.app.inject({ method: 'GET', url: '/api/console/leads' });
    expect(none.statusCode).toBe(403);
    expect(none.json().error_code).toBe('token_required');
    const company = await api(corporateToken).post(`/leads/${leadId}/company`);
    expect(company.statusCode).toBe(401);
  });
});

describe('the list', () => {
  beforeAll(async () => {
    const base = t.clock.now().getTime() - 30 * DAY_MS;
    const at = (d: number) => new Date(base + d * DAY_MS);
    await insertLead({
      name: 'Lista Alfa',
      createdAt: at(1),
      status: 'new',
      taxId: 'G-20000111-5',
    });
    await insertLead({ name: 'Lista Beta', createdAt: at(2), status: 'new' });
    await insertLead({ name: 'Lista Gamma', createdAt: at(3), status: 'lost' });
    await insertLead({
      name: 'Lista Delta',
      createdAt: at(4),
      status: 'new',
      company: '=HYPERLINK("x")',
    });
    await insertLead({
      name: 'Lista Epsilon',
      createdAt: at(5),
      status: 'contacted',
      email: 'compras@epsilon-lista.test',
    });
  });

  const names = (res: { json: () => { leads: { name: string }[] } }) =>
    res.json().leads.map((l) => l.name);

  it('shows a tab newest first with every tab count under the search', async () => {
    const res = await api(owner).get('/leads?status=new&search=lista');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Lista Delta', 'Lista Beta', 'Lista Alfa']);
    expect(res.json().counts).toEqual({ new: 3, contacted: 1, won: 0, lost: 1 });
    expect(res.json().next_cursor).toBeNull();
  });

  it('searches by name, company, e-mail and tax id (with or without dashes)', async () => {
    const o = api(owner);
    expect(names(await o.get('/leads?search=gamma'))).toEqual(['Lista Gamma']);
    expect(names(await o.get('/leads?search=BETA%20C.A'))).toEqual(['Lista Beta']);
    expect(names(await o.get('/leads?search=compras%40epsilon'))).toEqual(['Lista Epsilon']);
    expect(names(await o.get('/leads?search=G-20000111'))).toEqual(['Lista Alfa']);
    expect(names(await o.get('/leads?search=g200001115'))).toEqual(['Lista Alfa']);
    // LIKE's wildcards are text
    expect(names(await o.get('/leads?search=%25'))).toEqual([]);
  });

  it('pages by keyset', async () => {
    const o = api(owner);
    const first = await o.get('/leads?search=lista&limit=2');
    expect(names(first)).toEqual(['Lista Epsilon', 'Lista Delta']);
    const cursor = first.json().next_cursor as string;
    const second = await o.get(`/leads?search=lista&limit=2&cursor=${cursor}`);
    expect(names(second)).toEqual(['Lista Gamma', 'Lista Beta']);
    const third = await o.get(
      `/leads?search=lista&limit=2&cursor=${second.json().next_cursor as string}`,
    );
    expect(names(third)).toEqual(['Lista Alfa']);
    expect(third.json().next_cursor).toBeNull();
  });

  it('exports CSV in the caller language, formulas quoted', async () => {
    const res = await api(finance).get('/leads?search=lista&format=csv', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('prospectos.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Received,Status,Name,Company,Tax ID,Email,Phone,City,Company size,Industry,How they heard of us,Message,Panel ID',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain('Lista Epsilon,Lista Epsilon C.A.');
    expect(lines[1]).toContain('Contacted');
    expect(lines[1]).toContain('11-50 employees,Technology,Event');
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('refuses bad queries', async () => {
    const o = api(owner);
    for (const [query, code] of [
      ['status=archived', 'validation_error'],
      ['limit=0', 'validation_error'],
      ['limit=101', 'validation_error'],
      ['cursor=%%%', 'invalid_cursor'],
      ['cursor=bm9wZQ', 'invalid_cursor'],
      [`search=${'a'.repeat(101)}`, 'too_long'],
      ['format=pdf', 'validation_error'],
    ] as const) {
      const res = await o.get(`/leads?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error_code, query).toBe(code);
    }
  });
});

describe('a lead, its status and its notes', () => {
  it('answers 404 for an unknown or malformed id', async () => {
    const o = api(owner);
    for (const id of ['6f1c2d3e-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const res of [
        await o.get(`/leads/${id}`),
        await o.patch(`/leads/${id}`, { status: 'lost' }),
        await o.post(`/leads/${id}/notes`, { text: 'Hola' }),
        await o.post(`/leads/${id}/company`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error_code).toBe('not_found');
      }
    }
  });

  it('moves the status, audited; a bad one changes nothing', async () => {
    const lead = await insertLead({ name: 'Estado Uno' });
    const o = api(owner);
    const before = await snapshot();
    for (const body of [{ status: 'archived' }, {}, { status: 7 }]) {
      const res = await o.patch(`/leads/${lead.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe('validation_error');
    }
    expect(await snapshot()).toEqual(before);

    const res = await o.patch(`/leads/${lead.id}`, { status: 'lost' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.handle.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.status).toBe('lost');
    const [audit] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, lead.id), eq(auditLog.action, 'lead_status_changed')));
    expect(audit).toMatchObject({
      actorType: 'admin',
      before: { status: 'new' },
      after: { status: 'lost' },
    });
  });

  it('keeps notes newest first with their author; a bad note changes nothing', async () => {
    const lead = await insertLead({ name: 'Notas Uno' });
    const before = await snapshot();
    for (const [text, code] of [
      ['', 'field_required'],
      ['   ', 'field_required'],
      ['x'.repeat(LEAD_NOTE_MAX + 1), 'too_long'],
      ['nul\u0000', 'invalid_text'],
    ] as const) {
      const res = await api(owner).post(`/leads/${lead.id}/notes`, { text });
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe(code);
    }
    expect(await snapshot()).toEqual(before);

    await api(owner).post(`/leads/${lead.id}/notes`, { text: 'Primera llamada: interesado' });
    await t.clock.advance(60_000);
    await api(support).post(`/leads/${lead.id}/notes`, { text: '  Enviada la propuesta  ' });
    const res = await api(finance).get(`/leads/${lead.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<LeadDetail>();
    expect(detail.notes.map((n) => [n.text, n.admin.name])).toEqual([
      ['Enviada la propuesta', 'Andrea Salas (Trayecto)'],
      ['Primera llamada: interesado', 'Mariana Rengifo (Trayecto)'],
    ]);
    expect(detail.lead.name).toBe('Notas Uno');
    expect(
      (await t.handle.db.select().from(leadNotes).where(eq(leadNotes.leadId, lead.id))).length,
    ).toBe(2);
  });
});

describe('the company created from a lead', () => {
  it('is pending, linked, e-mailed its first-password link, and signs in once approved', async () => {
    const form = await createLeadThroughForm(
      t.app,
      { email: 'gerencia@andina-nueva.test', company: 'Andina Nueva C.A.', city: 'Maracaibo' },
      'en',
    );
    const [lead] = await t.handle.db.select().from(leads).where(eq(leads.email, form.email));
    // the form's own mails went first
    expect((await mailTo('ventas@trayecto.test')).subject).toContain('Andina Nueva C.A.');
    expect((await mailTo(form.email)).subject).toBe('We received your request · Trayecto Empresas');

    const res = await api(support).post(`/leads/${lead!.id}/company`);
    expect(res.statusCode).toBe(201);
    const detail = res.json<LeadDetail>();
    expect(detail.lead.status).toBe('won');
    expect(detail.lead.corporate).toMatchObject({ status: 'pending' });
    const uniqueId = detail.lead.corporate!.unique_id;
    // after the seed's highest PANEL ID (TE-100103)
    expect(Number(uniqueId.slice(3))).toBeGreaterThan(100_103);
    expect(uniqueId).toMatch(/^TE-\d{6}$/);

    const [company] = await t.handle.db
      .select()
      .from(corporates)
      .where(eq(corporates.id, detail.lead.corporate!._id));
    expect(company).toMatchObject({
      uniqueId,
      status: 'pending',
      name: 'Andina Nueva C.A.',
      email: 'gerencia@andina-nueva.test',
      taxId: 'J-40123456-7',
      phone: '4121234567',
      city: 'Maracaibo',
      lang: 'en',
    });
    const accounts = await t.handle.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.corporateId, company!.id));
    expect(accounts).toHaveLength(1);
    const [reset] = await t.handle.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.corporateId, company!.id));
    expect(reset!.expiresAt.getTime() - reset!.createdAt.getTime()).toBe(
      FIRST_PASSWORD_LINK_TTL_MS,
    );
    const [audit] = await t.handle.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'company_created_from_lead'), eq(auditLog.entityId, company!.id)),
      );
    expect(audit).toMatchObject({
      actorType: 'admin',
      corporateId: company!.id,
      after: { unique_id: uniqueId, lead_id: lead!.id },
    });

    // the welcome e-mail, in the lead's language, through the SMTP server
    const mail = await mailTo('gerencia@andina-nueva.test');
    expect(mail.subject).toBe('Welcome to Trayecto Empresas: create your password');
    expect(mail.text).toContain(uniqueId);
    expect(mail.text).toContain('valid for 72 hours');
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    // the password nobody knew does not open it; the link sets one
    const password = 'Andina2026!';
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/corporate/password/reset',
      payload: { token, password, confirm_password: password },
      remoteAddress: freshIp(),
    });
    expect(set.statusCode).toBe(200);

    // pending: the panel refuses it
    const pending = await login(t.app, 'gerencia@andina-nueva.test', password);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/corporate/users',
      headers: auth(pending.token),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_code).toBe('not_approved');

    // the provider approves it (the console's approve route is tested with the companies)
    const now = t.clock.now();
    await t.handle.db
      .update(corporates)
      .set({ status: 'approved', approvedAt: now, onboardedAt: now })
      .where(eq(corporates.id, company!.id));
    const session = await login(t.app, 'gerencia@andina-nueva.test', password);
    expect(session._id).toBe(company!.id);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/corporate/me',
      headers: auth(session.token),
    });
    expect(me.statusCode).toBe(200);
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/corporate/users',
      headers: auth(session.token),
    });
    expect(users.statusCode).toBe(200);

    // once converted: no second company, and the lead stays won
    const before = await snapshot();
    const again = await api(owner).post(`/leads/${lead!.id}/company`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe('lead_already_converted');
    const lost = await api(owner).patch(`/leads/${lead!.id}`, { status: 'lost' });
    expect(lost.statusCode).toBe(409);
    expect(lost.json().error_code).toBe('lead_already_converted');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an e-mail a company already uses, storing nothing', async () => {
    const lead = await insertLead({ name: 'Repetida', email: 'otra@trayecto.test' });
    const before = await snapshot();
    const res = await api(owner).post(`/leads/${lead.id}/company`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_code).toBe('company_email_taken');
    expect(await snapshot()).toEqual(before);
  });

  it('gives each company the next PANEL ID, also when two are created at once', async () => {
    const a = await insertLead({ name: 'Par Uno' });
    const b = await insertLead({ name: 'Par Dos' });
    const [ra, rb] = await Promise.all([
      api(owner).post(`/leads/${a.id}/company`),
      api(owner).post(`/leads/${b.id}/company`),
    ]);
    expect([ra.statusCode, rb.statusCode]).toEqual([201, 201]);
    const ids = [ra, rb].map((r) =>
      Number(r.json<LeadDetail>().lead.corporate!.unique_id.slice(3)),
    );
    expect(Math.abs(ids[0]! - ids[1]!)).toBe(1);
  });
});
