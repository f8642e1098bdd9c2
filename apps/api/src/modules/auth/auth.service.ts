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
  const corporate = await repo.findCorporateByEmail(deps.db, email);
  const ok = await verifyPassword(
    input.password,
    corporate?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!corporate || !ok) {
    await failures.recordLoginFailure(deps.db, email, client.ip, now);
    // Known e-mail or not, the same job: the per-account work happens after the answer.
    const jobs = authJobs(deps);
    jobs.run('login-alert', () => alertOwnerOfBurst(deps, jobs, { email, ip: client.ip, at: now }));
    client.log.warn({ email, ip: client.ip, knownEmail: Boolean(corporate) }, 'login failed');
    throw new AppError(401, 'invalid_credentials');
  }
  const { token } = await runTransaction(deps.db, async (tx) => {
    await failures.clearPairFailures(tx, email, client.ip);
    const session = await createSession(
      tx,
      now,
      { corporateId: corporate.id, adminId: null },
      client,
    );
    await recordAudit(tx, {
      actor: { corporateId: corporate.id, adminId: null, ip: client.ip },
      action: 'login',
      entity: 'session',
      entityId: session.sessionId,
    });
    return session;
  });
  client.log.info({ corporateId: corporate.id }, 'login');
  return {
    success: true,
    token,
    _id: corporate.id,
    unique_id: corporate.uniqueId,
    email: corporate.email,
  };
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
    await repo.setPasswordHash(tx, reset.corporateId, passwordHash, now);
    await repo.markPasswordResetUsed(tx, reset.id, now);
    await repo.expireOtherResets(tx, reset.corporateId, now);
    const revoked = await repo.revokeCorporateSessions(tx, reset.corporateId, now);
    await failures.clearEmailFailures(
      tx,
      (await repo.findCorporateById(tx, reset.corporateId))!.email,
    );
    await recordAudit(tx, {
      actor: { corporateId: reset.corporateId, adminId: null, ip: client.ip },
      action: 'password_reset',
      entity: 'corporate',
      entityId: reset.corporateId,
      after: { sessions_revoked: revoked },
    });
    return { corporateId: reset.corporateId };
  });
}

/** Changes the password; other sessions of the corporate end, this one stays. */
export async function changePassword(
  deps: AppDeps,
  auth: { corporateId: string; sessionId: string },
  input: { current_password: string; password: string },
  actor: Actor,
) {
  const corporate = await repo.findCorporateById(deps.db, auth.corporateId);
  if (!corporate || !(await verifyPassword(input.current_password, corporate.passwordHash))) {
    throw new AppError(400, 'incorrect_password', {
      fields: { current_password: 'incorrect_password' },
    });
  }
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  await runTransaction(deps.db, async (tx) => {
    await repo.setPasswordHash(tx, corporate.id, passwordHash, now);
    const revoked = await repo.revokeCorporateSessions(tx, corporate.id, now, auth.sessionId);
    await recordAudit(tx, {
      actor,
      action: 'password_changed',
      entity: 'corporate',
      entityId: corporate.id,
      after: { sessions_revoked: revoked },
    });
  });
}
