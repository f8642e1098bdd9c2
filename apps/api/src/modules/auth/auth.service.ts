import type { LoginResponse } from '@trayecto/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashToken } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { authJobs } from './auth-jobs.ts';
import * as repo from './auth.repository.ts';
import { alertOwnerOfBurst } from './login-alert.ts';
import { admitLogin, pause } from './login-throttle.ts';
import * as failures from './login-throttle.repository.ts';
import { enqueueResetRequest } from './reset-worker.ts';
import { createSession } from './session.service.ts';
import { runTransaction } from '../../lib/transaction.ts';
import type { Tx } from '@trayecto/db';

type Client = { ip: string; userAgent: string | null; log: FastifyBaseLogger };

export async function login(
  deps: AppDeps,
  input: { email: string; password: string },
  client: Client,
): Promise<LoginResponse> {
  const { email } = input;
  const wait = await admitLogin(deps, {
    email,
    ip: client.ip,
    now: deps.clock.now(),
    log: client.log,
  });
  // Slowed: the request waits its turn before the password is even checked, holding no
  // database connection (no transaction is open here).
  if (wait > 0) await pause(deps.clock, wait);
  const now = deps.clock.now();
  // the company's own login, else a team member's (issue 13): e-mails are unique across both
  const account = await findAccount(deps, email);
  const ok = await verifyPassword(
    input.password,
    account?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!account || !ok) {
    await failures.recordLoginFailure(deps.db, email, client.ip, now);
    // Known e-mail or not, the same job: the per-account work happens after the answer.
    const jobs = authJobs(deps);
    jobs.run('login-alert', () => alertOwnerOfBurst(deps, jobs, { email, ip: client.ip, at: now }));
    client.log.warn({ email, ip: client.ip, knownEmail: Boolean(account) }, 'login failed');
    throw new AppError(401, 'invalid_credentials');
  }
  const { token } = await runTransaction(deps.db, async (tx) => {
    await failures.clearPairFailures(tx, email, client.ip);
    return startSession(tx, now, account, client);
  });
  client.log.info({ corporateId: account.corporateId, memberId: account.memberId }, 'login');
  return { success: true, token, ...account.profile };
}

type Account = {
  corporateId: string;
  /** null: the company's own login */
  memberId: string | null;
  passwordHash: string | null;
  profile: { _id: string; unique_id: string; email: string };
};

async function findAccount(deps: AppDeps, email: string): Promise<Account | undefined> {
  const corporate = await repo.findCorporateByEmail(deps.db, email);
  if (corporate) {
    return {
      corporateId: corporate.id,
      memberId: null,
      passwordHash: corporate.passwordHash,
      profile: { _id: corporate.id, unique_id: corporate.uniqueId, email: corporate.email },
    };
  }
  const member = await repo.findActiveMemberByEmail(deps.db, email);
  if (!member?.passwordHash) return undefined;
  return {
    corporateId: member.corporateId,
    memberId: member.id,
    passwordHash: member.passwordHash,
    profile: { _id: member.corporateId, unique_id: member.uniqueId, email: member.email },
  };
}

/** A new session for a login (the company's own or a member's), audited as its login. */
export async function startSession(
  tx: Tx,
  now: Date,
  account: Pick<Account, 'corporateId' | 'memberId'>,
  client: { ip: string; userAgent: string | null },
) {
  const session = await createSession(
    tx,
    now,
    { corporateId: account.corporateId, adminId: null, memberId: account.memberId },
    client,
  );
  if (account.memberId) await repo.touchMemberLogin(tx, account.memberId, now);
  await recordAudit(tx, {
    actor: {
      corporateId: account.corporateId,
      adminId: null,
      memberId: account.memberId,
      ip: client.ip,
    },
    action: 'login',
    entity: 'session',
    entityId: session.sessionId,
  });
  return session;
}

export async function logout(deps: AppDeps, sessionId: string, actor: Actor) {
  await runTransaction(deps.db, async (tx) => {
    await repo.revokeSession(tx, sessionId, deps.clock.now());
    // an admin leaving a company's panel ends assist mode
    const action = actor.adminId ? 'assist_ended' : 'logout';
    await recordAudit(tx, { actor, action, entity: 'session', entityId: sessionId });
  });
}

/**
 * Same answer, after the same work, whether or not the e-mail exists: the request only queues it
 * (reset-worker.ts looks the account up, creates the link and mails it in the background).
 */
export async function forgotPassword(deps: AppDeps, email: string, client: Client) {
  await enqueueResetRequest(deps, email, client.ip);
}

export async function resetPassword(
  deps: AppDeps,
  input: { token: string; password: string },
  client: Client,
) {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  return runTransaction(deps.db, async (tx) => {
    const reset = await repo.findPasswordResetForUpdate(tx, hashToken(input.token));
    if (!reset || reset.usedAt || reset.expiresAt.getTime() <= now.getTime()) {
      throw new AppError(400, 'reset_link_expired');
    }
    // a member's link (issue 13) sets that member's password; a deactivated member's is dead
    const member = reset.memberId ? await repo.findMemberById(tx, reset.memberId) : null;
    if (member && member.status !== 'active') throw new AppError(400, 'reset_link_expired');
    if (member) await repo.setMemberPasswordHash(tx, member.id, passwordHash, now);
    else await repo.setPasswordHash(tx, reset.corporateId, passwordHash, now);
    await repo.markPasswordResetUsed(tx, reset.id, now);
    await repo.expireOtherResets(tx, reset.corporateId, reset.memberId, now);
    const revoked = await repo.revokeCorporateSessions(tx, reset.corporateId, now, undefined, {
      member: reset.memberId,
    });
    await failures.clearEmailFailures(
      tx,
      member?.email ?? (await repo.findCorporateById(tx, reset.corporateId))!.email,
    );
    await recordAudit(tx, {
      actor: {
        corporateId: reset.corporateId,
        adminId: null,
        memberId: reset.memberId,
        ip: client.ip,
      },
      action: 'password_reset',
      entity: reset.memberId ? 'member' : 'corporate',
      entityId: reset.memberId ?? reset.corporateId,
      after: { sessions_revoked: revoked },
    });
    return { corporateId: reset.corporateId };
  });
}

/**
 * Changes the password of whoever is signed in (the company's own login or a team member); that
 * login's other sessions end, this one stays, and nobody else is signed out.
 */
export async function changePassword(
  deps: AppDeps,
  auth: { corporateId: string; sessionId: string; memberId: string | null },
  input: { current_password: string; password: string },
  actor: Actor,
) {
  const current = auth.memberId
    ? (await repo.findMemberById(deps.db, auth.memberId))?.passwordHash
    : (await repo.findCorporateById(deps.db, auth.corporateId))?.passwordHash;
  if (!current || !(await verifyPassword(input.current_password, current))) {
    throw new AppError(400, 'incorrect_password', {
      fields: { current_password: 'incorrect_password' },
    });
  }
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  await runTransaction(deps.db, async (tx) => {
    if (auth.memberId) await repo.setMemberPasswordHash(tx, auth.memberId, passwordHash, now);
    else await repo.setPasswordHash(tx, auth.corporateId, passwordHash, now);
    const revoked = await repo.revokeCorporateSessions(tx, auth.corporateId, now, auth.sessionId, {
      member: auth.memberId,
    });
    await recordAudit(tx, {
      actor,
      action: 'password_changed',
      entity: auth.memberId ? 'member' : 'corporate',
      entityId: auth.memberId ?? auth.corporateId,
      after: { sessions_revoked: revoked },
    });
  });
}
