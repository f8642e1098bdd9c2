import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { auditLog, corporateMembers, emailOutbox, sessions } from '@trayecto/db';
import { TEAM_INVITE_TTL_MS, TEAM_MAX_MEMBERS } from '@trayecto/contracts';
import { snapshotTables } from '../../../test/db-snapshot.ts';
import {
  auth,
  corporateIdByEmail,
  freshIp,
  login,
  setupApp,
  type TestContext,
} from '../../../test/helpers.ts';

// The team (issue 13, part 1): invitations by e-mail with a single-use link, roles that count at
// once, deactivation that ends sessions, and everything refused that should be, changing nothing.

let t: TestContext;
let owner: string;
let otherOwner: string;
beforeAll(async () => {
  t = await setupApp();
  owner = (await login(t.app, 'demo@trayecto.test')).token;
  otherOwner = (await login(t.app, 'otra@trayecto.test')).token;
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  token?: string,
  payload?: unknown,
  lang = 'es',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? auth(token) : {}), 'accept-language': lang },
    remoteAddress: freshIp(),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function lastInviteLink(email: string) {
  const [mail] = await t.handle.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const match = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no invitation e-mail for ${email}`);
  return { token: decodeURIComponent(match[1]!), mail: mail! };
}

async function invite(email: string, role: string, token = owner, name = 'Persona de prueba') {
  const res = await call('POST', '/api/corporate/team/members', token, { name, email, role });
  return res;
}

/** Invites, accepts, signs in: the new member's id and token. */
async function join(email: string, role: string) {
  const res = await invite(email, role);
  expect(res.statusCode).toBe(201);
  const id = res.json<{ member: { _id: string } }>().member._id;
  const { token } = await lastInviteLink(email);
  const accepted = await call('POST', `/api/public/invites/${token}/accept`, undefined, {
    password: 'Clave-segura-1',
    confirm_password: 'Clave-segura-1',
  });
  expect(accepted.statusCode).toBe(200);
  return { id, token: accepted.json<{ token: string }>().token };
}

describe('inviting a member', () => {
  it('creates an invited member and e-mails a single-use link in the company language', async () => {
    const res = await invite('ana.rivas@avila.test', 'coordinator', owner, 'Ana Rivas');
    expect(res.statusCode).toBe(201);
    expect(res.json().member).toMatchObject({
      name: 'Ana Rivas',
      email: 'ana.rivas@avila.test',
      role: 'coordinator',
      status: 'invited',
      last_login_at: null,
    });
    const { mail, token } = await lastInviteLink('ana.rivas@avila.test');
    expect(mail.subject).toContain('Distribuidora El Ávila C.A.');
    expect(mail.text).toContain('Coordinador');
    const [row] = await t.handle.db
      .select()
      .from(corporateMembers)
      .where(eq(corporateMembers.email, 'ana.rivas@avila.test'));
    // only the hash is kept, never the token
    expect(row!.inviteTokenHash).not.toBe(token);
    expect(row!.passwordHash).toBeNull();

    const info = await call('GET', `/api/public/invites/${token}`);
    expect(info.json()).toEqual({
      success: true,
      company_name: 'Distribuidora El Ávila C.A.',
      name: 'Ana Rivas',
      email: 'ana.rivas@avila.test',
      role: 'coordinator',
    });
  });

  it('accepts the link once: the member is signed in, /me names it with its role', async () => {
    const { token } = await lastInviteLink('ana.rivas@avila.test');
    const body = { password: 'Clave-segura-1', confirm_password: 'Clave-segura-1' };
    const accepted = await call('POST', `/api/public/invites/${token}/accept`, undefined, body);
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json<{ token: string; email: string }>();
    expect(session.email).toBe('ana.rivas@avila.test');
    const me = await call('GET', '/api/corporate/me', session.token);
    expect(me.json()).toMatchObject({
      member: { name: 'Ana Rivas', email: 'ana.rivas@avila.test', role: 'coordinator' },
      role: 'coordinator',
      is_assist_mode: false,
      corporate: { email: 'demo@trayecto.test', name: 'Distribuidora El Ávila C.A.' },
    });
    // the owner's /me says who it is too
    expect((await call('GET', '/api/corporate/me', owner)).json()).toMatchObject({
      member: null,
      role: 'admin',
    });
    // used: a second use, also to read it, is refused
    const again = await call('POST', `/api/public/invites/${token}/accept`, undefined, body);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error_code: 'invite_invalid' });
    expect((await call('GET', `/api/public/invites/${token}`)).statusCode).toBe(404);
    // and it signs in with its own e-mail and password afterwards
    expect((await login(t.app, 'ana.rivas@avila.test', 'Clave-segura-1')).token).toBeTruthy();
  });

  it('refuses an altered or an expired link (410), changing nothing', async () => {
    const res = await invite('tarde@avila.test', 'viewer');
    expect(res.statusCode).toBe(201);
    const { token } = await lastInviteLink('tarde@avila.test');
    const body = { password: 'Clave-segura-1', confirm_password: 'Clave-segura-1' };
    const altered = `${token.slice(0, -2)}${token.endsWith('aa') ? 'bb' : 'aa'}`;
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    const bad = await call('POST', `/api/public/invites/${altered}/accept`, undefined, body);
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({ error_code: 'invite_invalid' });
    const short = await call('GET', '/api/public/invites/abc');
    expect(short.statusCode).toBe(400);
    await t.clock.advance(TEAM_INVITE_TTL_MS + 1000);
    const expired = await call(
      'POST',
      `/api/public/invites/${token}/accept`,
      undefined,
      body,
      'en',
    );
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      error_code: 'invite_expired',
      message: 'The invitation has expired. Ask whoever invited you to send it again',
    });
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
    // three days on, the companies' sessions have ended too: sign in again
    owner = (await login(t.app, 'demo@trayecto.test')).token;
    otherOwner = (await login(t.app, 'otra@trayecto.test')).token;
  });

  it('sends a new link on resend; the old one stops working', async () => {
    const list = await call('GET', '/api/corporate/team/members', owner);
    const late = list
      .json<{ members: { _id: string; email: string }[] }>()
      .members.find((m) => m.email === 'tarde@avila.test')!;
    const old = (await lastInviteLink('tarde@avila.test')).token;
    const res = await call('POST', `/api/corporate/team/members/${late._id}/resend`, owner);
    expect(res.statusCode).toBe(200);
    const fresh = (await lastInviteLink('tarde@avila.test')).token;
    expect(fresh).not.toBe(old);
    expect((await call('GET', `/api/public/invites/${old}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/public/invites/${fresh}`)).statusCode).toBe(200);
  });

  it('refuses bad input with its message and stores nothing', async () => {
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    const cases: [unknown, number, string][] = [
      [{ email: 'x@y.test', role: 'viewer' }, 400, 'field_required'],
      [{ name: 'X', email: 'no-es-correo', role: 'viewer' }, 400, 'email_invalid'],
      [{ name: 'X', email: 'x@y.test', role: 'owner' }, 400, 'validation_error'],
      [{ name: 'X'.repeat(121), email: 'x@y.test', role: 'viewer' }, 400, 'too_long'],
      // one already in this team is said to be (the team lists it anyway)
      [{ name: 'X', email: 'ANA.RIVAS@avila.test', role: 'viewer' }, 409, 'member_email_taken'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await call('POST', '/api/corporate/team/members', owner, payload);
      expect({ payload, status: res.statusCode, code: res.json().error_code }).toEqual({
        payload,
        status,
        code,
      });
    }
    const taken = await call(
      'POST',
      '/api/corporate/team/members',
      owner,
      { name: 'X', email: 'ana.rivas@avila.test', role: 'viewer' },
      'en',
    );
    expect(taken.json().message).toBe('That e-mail already signs in to a company panel');
    const accept = await call(
      'POST',
      '/api/public/invites/0123456789abcdef0123/accept',
      undefined,
      {
        password: 'corta',
        confirm_password: 'otra',
      },
    );
    expect(accept.statusCode).toBe(400);
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
  });

  it('answers an e-mail that signs in elsewhere like any other, and tells its owner instead', async () => {
    // a member of another company (with a password) and another company's own login
    const beto = await call('POST', '/api/corporate/team/members', otherOwner, {
      name: 'Beto Lago',
      email: 'beto@lago.test',
      role: 'viewer',
    });
    expect(beto.statusCode).toBe(201);
    const betoLink = await lastInviteLink('beto@lago.test');
    const joined = await call('POST', `/api/public/invites/${betoLink.token}/accept`, undefined, {
      password: 'Clave-segura-1',
      confirm_password: 'Clave-segura-1',
    });
    expect(joined.statusCode).toBe(200);

    const shape = (res: Awaited<ReturnType<typeof invite>>) => {
      const { member } = res.json<{ member: Record<string, unknown> }>();
      return { status: res.statusCode, keys: Object.keys(member).sort(), state: member.status };
    };
    const fresh = await invite('fresca@avila.test', 'viewer');
    for (const email of ['beto@lago.test', 'otra@trayecto.test']) {
      const res = await invite(email, 'viewer');
      expect({ email, ...shape(res) }).toEqual({ email, ...shape(fresh) });
      // its owner is told, with no link; the inviter's team lists it as invited, as any other
      const [mail] = await t.handle.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, email))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(1);
      expect(mail!.subject).toContain('quiso invitarlo al panel de');
      expect(mail!.text).not.toContain('/invite/');
      const id = res.json<{ member: { _id: string } }>().member._id;
      const [row] = await t.handle.db
        .select()
        .from(corporateMembers)
        .where(eq(corporateMembers.id, id));
      expect(row).toMatchObject({ status: 'invited', inviteTokenHash: null, passwordHash: null });
      // sent again, it tells again, still with no link
      const resent = await call('POST', `/api/corporate/team/members/${id}/resend`, owner);
      expect(resent.statusCode).toBe(200);
    }
    const list = await call('GET', '/api/corporate/team/members', owner);
    const listed = list
      .json<{ members: { email: string; status: string }[] }>()
      .members.filter((m) => ['beto@lago.test', 'otra@trayecto.test'].includes(m.email));
    expect(listed.map((m) => m.status)).toEqual(['invited', 'invited']);
    // the login elsewhere is untouched
    expect((await login(t.app, 'beto@lago.test', 'Clave-segura-1')).token).toBeTruthy();
  });

  it('stops at the cap of members', async () => {
    const corporateId = await corporateIdByEmail(t.handle, 'otra@trayecto.test');
    const free = TEAM_MAX_MEMBERS;
    await t.handle.db.insert(corporateMembers).values(
      Array.from({ length: free }, (_, i) => ({
        corporateId,
        email: `relleno-${i}@lago.test`,
        name: `Relleno ${i}`,
        role: 'viewer' as const,
      })),
    );
    const res = await invite('uno-mas@lago.test', 'viewer', otherOwner);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error_code: 'team_full',
      message: `El equipo llegó al máximo de ${TEAM_MAX_MEMBERS} miembros`,
    });
  });
});

describe('roles and deactivation', () => {
  it('checks the role on the server: a viewer reads but cannot book, a role change counts at once', async () => {
    const viewer = await join('veo@avila.test', 'viewer');
    expect((await call('GET', '/api/corporate/trips', viewer.token)).statusCode).toBe(200);
    const booked = await call('POST', '/api/corporate/trips', viewer.token, {}, 'en');
    expect(booked.statusCode).toBe(403);
    expect(booked.json()).toMatchObject({
      error_code: 'permission_denied',
      message: 'Your role does not allow this action',
    });
    // a viewer cannot manage the team either
    expect((await invite('x@avila.test', 'viewer', viewer.token)).statusCode).toBe(403);
    const patched = await call('PATCH', `/api/corporate/team/members/${viewer.id}`, owner, {
      role: 'coordinator',
    });
    expect(patched.json().member.role).toBe('coordinator');
    // the same session, the next request: the new role (the quote validation answers, not 403)
    const now = await call('POST', '/api/corporate/trips', viewer.token, {});
    expect(now.statusCode).toBe(400);
    expect((await call('GET', '/api/corporate/me', viewer.token)).json().role).toBe('coordinator');
  });

  it('ends every session of a deactivated member at once; it cannot sign in again', async () => {
    const member = await join('adios@avila.test', 'finance');
    const second = (await login(t.app, 'adios@avila.test', 'Clave-segura-1')).token;
    expect((await call('GET', '/api/corporate/wallet', second)).statusCode).toBe(200);
    const res = await call('POST', `/api/corporate/team/members/${member.id}/deactivate`, owner);
    expect(res.json().member.status).toBe('inactive');
    for (const token of [member.token, second]) {
      const after = await call('GET', '/api/corporate/me', token);
      expect(after.statusCode).toBe(401);
    }
    const live = await t.handle.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/corporate/login',
      payload: { email: 'adios@avila.test', password: 'Clave-segura-1' },
      remoteAddress: freshIp(),
    });
    expect(again.statusCode).toBe(401);
    // activated again: it signs in with its password
    const back = await call('POST', `/api/corporate/team/members/${member.id}/activate`, owner);
    expect(back.json().member.status).toBe('active');
    expect((await login(t.app, 'adios@avila.test', 'Clave-segura-1')).token).toBeTruthy();
  });

  it('lets an admin member manage others but never itself', async () => {
    const admin = await join('jefa@avila.test', 'admin');
    const self = await call('PATCH', `/api/corporate/team/members/${admin.id}`, admin.token, {
      role: 'viewer',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().error_code).toBe('member_self');
    const off = await call(
      'POST',
      `/api/corporate/team/members/${admin.id}/deactivate`,
      admin.token,
    );
    expect(off.json().error_code).toBe('member_self');
    const other = await invite('por-jefa@avila.test', 'approver', admin.token);
    expect(other.statusCode).toBe(201);
    const { mail } = await lastInviteLink('por-jefa@avila.test');
    // the e-mail says which member invited
    expect(mail.text).toContain(
      'Persona de prueba lo invitó al panel de Distribuidora El Ávila C.A.',
    );
  });

  it("answers 404 for another company's member on every member route, changing nothing", async () => {
    const corporateId = await corporateIdByEmail(t.handle, 'otra@trayecto.test');
    const [theirs] = await t.handle.db
      .select()
      .from(corporateMembers)
      .where(eq(corporateMembers.corporateId, corporateId))
      .limit(1);
    const before = await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] });
    for (const [method, suffix, body] of [
      ['PATCH', '', { role: 'admin' }],
      ['POST', '/deactivate', undefined],
      ['POST', '/activate', undefined],
      ['POST', '/resend', undefined],
    ] as const) {
      const res = await call(
        method,
        `/api/corporate/team/members/${theirs!.id}${suffix}`,
        owner,
        body,
      );
      expect({ suffix, status: res.statusCode, code: res.json().error_code }).toEqual({
        suffix,
        status: 404,
        code: 'not_found',
      });
    }
    const list = await call('GET', '/api/corporate/team/members', owner);
    // its id (an e-mail may now be invited by two companies)
    expect(list.body).not.toContain(theirs!.id);
    expect(await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] })).toEqual(before);
  });

  it('names the member in the activity log, and lists the team as CSV in the caller language', async () => {
    const coordinator = await login(t.app, 'coordinacion@elavila.test');
    const res = await call('GET', '/api/corporate/activity?limit=5', owner);
    const rows = res.json<{ entries: { action: string; member: { name: string } | null }[] }>();
    expect(rows.entries[0]).toMatchObject({
      action: 'login',
      member: { name: 'Mariela Quintero' },
    });
    expect(coordinator.token).toBeTruthy();
    const [audit] = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'member_deactivated'));
    expect(audit).toMatchObject({ entity: 'member', memberId: null, actorType: 'corporate' });

    const csv = await call('GET', '/api/corporate/team/members?format=csv', owner, undefined, 'en');
    expect(csv.headers['content-type']).toContain('text/csv');
    const table = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    expect(table[0]).toEqual(['Name', 'Email', 'Role', 'Status', 'Last sign-in', 'Invited on']);
    expect(table[1]).toEqual([
      'Distribuidora El Ávila C.A.',
      'demo@trayecto.test',
      'Administrator',
      'Active',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      '',
    ]);
    expect(table.find((r) => r[1] === 'coordinacion@elavila.test')?.slice(0, 4)).toEqual([
      'Mariela Quintero',
      'coordinacion@elavila.test',
      'Coordinator',
      'Active',
    ]);
  });

  it('lets a member change its own password without signing anyone else out', async () => {
    const member = await join('clave@avila.test', 'viewer');
    const res = await call('POST', '/api/corporate/me/password', member.token, {
      current_password: 'Clave-segura-1',
      password: 'Otra-clave-2',
      confirm_password: 'Otra-clave-2',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/corporate/me', owner)).statusCode).toBe(200);
    expect((await login(t.app, 'clave@avila.test', 'Otra-clave-2')).token).toBeTruthy();
  });
});

describe('the owner', () => {
  it('shows its last sign-in (its own sessions, not a member’s or assist mode’s) on the list and the CSV', async () => {
    const { _id: demoId } = await login(t.app, 'demo@trayecto.test');
    const [newest] = await t.handle.db
      .select({ at: sessions.createdAt })
      .from(sessions)
      .where(
        and(eq(sessions.corporateId, demoId), isNull(sessions.memberId), isNull(sessions.adminId)),
      )
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    const list = await call('GET', '/api/corporate/team/members', owner);
    expect(list.json().owner.last_login_at).toBe(newest!.at.toISOString());
    const csv = await call('GET', '/api/corporate/team/members?format=csv', owner, undefined, 'en');
    const [, ownerRow] = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    expect(ownerRow![4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});
