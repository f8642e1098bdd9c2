import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_EMAIL,
  LOGIN_MAX_FAILURES_PER_IP,
  RESET_LINK_TTL_MS,
  RESET_LINKS_PER_HOUR,
  isLanguage,
  type LoginResponse,
} from '@trayecto/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import * as repo from './auth.repository.ts';
import { resetEmail } from './reset-email.ts';
import { createSession } from './session.service.ts';

type Client = { ip: string; userAgent: string | null; log: FastifyBaseLogger };

/** Seconds until the count of recent failures drops below `max`, or 0 when under it. */
function retryAfterSeconds(times: Date[], max: number, now: Date): number {
  if (times.length < max) return 0;
  const unlockAt = times[max - 1]!.getTime() + LOGIN_FAILURE_WINDOW_MS;
  return Math.max(1, Math.ceil((unlockAt - now.getTime()) / 1000));
}

async function assertNotThrottled(deps: AppDeps, email: string, client: Client, now: Date) {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const [byEmail, byIp] = await Promise.all([
    repo.recentFailures(deps.db, { email }, since, LOGIN_MAX_FAILURES_PER_EMAIL),
    repo.recentFailures(deps.db, { ip: client.ip }, since, LOGIN_MAX_FAILURES_PER_IP),
  ]);
  const seconds = Math.max(
    retryAfterSeconds(byEmail, LOGIN_MAX_FAILURES_PER_EMAIL, now),
    retryAfterSeconds(byIp, LOGIN_MAX_FAILURES_PER_IP, now),
  );
  if (seconds > 0) {
    client.log.warn(
      { email, ip: client.ip, retryAfter: seconds },
      'login refused: too many failures',
    );
    throw new AppError(429, 'too_many_attempts', {
      params: { seconds },
      headers: { 'retry-after': String(seconds) },
    });
  }
}

export async function login(
  deps: AppDeps,
  input: { email: string; password: string },
  client: Client,
): Promise<LoginResponse> {
  const now = deps.clock.now();
  await assertNotThrottled(deps, input.email, client, now);
  const corporate = await repo.findCorporateByEmail(deps.db, input.email);
  const ok = await verifyPassword(
    input.password,
    corporate?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!corporate || !ok) {
    await repo.recordLoginFailure(deps.db, input.email, client.ip, now);
    client.log.warn(
      { email: input.email, ip: client.ip, knownEmail: Boolean(corporate) },
      'login failed',
    );
    throw new AppError(401, 'invalid_credentials');
  }
  const { token } = await deps.db.transaction(async (tx) => {
    await repo.clearLoginFailures(tx, input.email);
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
  await deps.db.transaction(async (tx) => {
    await repo.revokeSession(tx, sessionId, deps.clock.now());
    await recordAudit(tx, { actor, action: 'logout', entity: 'session', entityId: sessionId });
  });
}

/** Same outcome whether or not the e-mail exists; the link goes only to a real account. */
export async function forgotPassword(deps: AppDeps, email: string, client: Client) {
  const corporate = await repo.findCorporateByEmail(deps.db, email);
  if (!corporate) {
    client.log.info({ email, ip: client.ip }, 'password reset asked for an unknown e-mail');
    return;
  }
  const now = deps.clock.now();
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  if ((await repo.countRecentResets(deps.db, corporate.id, hourAgo)) >= RESET_LINKS_PER_HOUR) {
    // Same answer as always; no more mail, so nobody can flood an inbox.
    client.log.warn(
      { corporateId: corporate.id, ip: client.ip },
      'password reset: hourly limit reached',
    );
    return;
  }
  const token = newToken();
  await deps.db.transaction(async (tx) => {
    await repo.insertPasswordReset(tx, {
      corporateId: corporate.id,
      tokenHash: hashToken(token),
      now,
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
    });
    await recordAudit(tx, {
      actor: { corporateId: corporate.id, adminId: null, ip: client.ip },
      action: 'password_reset_requested',
      entity: 'corporate',
      entityId: corporate.id,
    });
  });
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const lang = isLanguage(corporate.lang) ? corporate.lang : 'es';
  const mail = resetEmail(lang, corporate.name, link, deps.config.productName);
  await deps.mailer.send({
    to: corporate.email,
    ...mail,
    logHint: `password reset link for ${corporate.email}: ${link}`,
  });
}

export async function resetPassword(
  deps: AppDeps,
  input: { token: string; password: string },
  client: Client,
) {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const reset = await repo.findPasswordResetForUpdate(tx, hashToken(input.token));
    if (!reset || reset.usedAt || reset.expiresAt.getTime() <= now.getTime()) {
      throw new AppError(400, 'reset_link_expired');
    }
    await repo.setPasswordHash(tx, reset.corporateId, passwordHash, now);
    await repo.markPasswordResetUsed(tx, reset.id, now);
    await repo.expireOtherResets(tx, reset.corporateId, now);
    const revoked = await repo.revokeCorporateSessions(tx, reset.corporateId, now);
    await repo.clearLoginFailures(tx, (await repo.findCorporateById(tx, reset.corporateId))!.email);
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
  await deps.db.transaction(async (tx) => {
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
