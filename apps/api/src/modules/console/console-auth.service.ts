import {
  CONSOLE_PERMISSIONS,
  type AdminRole,
  type ConsoleAdmin,
  type ConsoleLoginResponse,
} from '@trayecto/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { revokeOpenedSessions, revokeSession } from '../auth/auth.repository.ts';
import { admitLogin, pause } from '../auth/login-throttle.ts';
import * as failures from '../auth/login-throttle.repository.ts';
import { createSession } from '../auth/session.service.ts';
import * as repo from './console-auth.repository.ts';

type Client = { ip: string; userAgent: string | null; log: FastifyBaseLogger };

export const consoleAdminOf = (a: {
  id: string;
  name: string;
  email: string;
  role: AdminRole;
}): ConsoleAdmin => ({
  _id: a.id,
  name: a.name,
  email: a.email,
  role: a.role,
  permissions: [...CONSOLE_PERMISSIONS[a.role]],
});

/**
 * POST /api/console/login: an admin's own session (corporate id null), never a corporate one.
 * Failures count in the same throttle as the corporate login (per address and per e-mail).
 */
export async function consoleLogin(
  deps: AppDeps,
  input: { email: string; password: string },
  client: Client,
): Promise<ConsoleLoginResponse> {
  const { email } = input;
  const wait = await admitLogin(deps, {
    email,
    ip: client.ip,
    now: deps.clock.now(),
    log: client.log,
  });
  if (wait > 0) await pause(deps.clock, wait);
  const now = deps.clock.now();
  const admin = await repo.findAdminByEmail(deps.db, email);
  const ok = await verifyPassword(
    input.password,
    admin?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!admin || !ok || !admin.isActive) {
    await failures.recordLoginFailure(deps.db, email, client.ip, now);
    client.log.warn({ email, ip: client.ip }, 'console login failed');
    throw new AppError(401, 'invalid_credentials');
  }
  const { token } = await runTransaction(deps.db, async (tx) => {
    await failures.clearPairFailures(tx, email, client.ip);
    const session = await createSession(tx, now, { corporateId: null, adminId: admin.id }, client);
    await recordAudit(tx, {
      actor: { corporateId: null, adminId: admin.id, ip: client.ip },
      corporateId: null,
      action: 'admin_login',
      entity: 'session',
      entityId: session.sessionId,
    });
    return session;
  });
  return { success: true, token, admin: consoleAdminOf(admin) };
}

/** Ends the console session and the assist sessions it opened; those, to close their sockets. */
export async function consoleLogout(deps: AppDeps, sessionId: string, actor: Actor) {
  return runTransaction(deps.db, async (tx) => {
    await revokeSession(tx, sessionId, deps.clock.now());
    const ended = await revokeOpenedSessions(tx, sessionId, deps.clock.now());
    await recordAudit(tx, {
      actor,
      corporateId: null,
      action: 'admin_logout',
      entity: 'session',
      entityId: sessionId,
    });
    // each company reads in its activity that the admin's assist session ended with the console's
    for (const assist of ended) {
      await recordAudit(tx, {
        actor: { ...actor, corporateId: assist.corporateId },
        action: 'assist_ended',
        entity: 'session',
        entityId: assist.id,
      });
    }
    return ended;
  });
}

export async function consoleMe(deps: AppDeps, adminId: string) {
  const admin = await repo.findActiveAdmin(deps.db, adminId);
  if (!admin) throw new AppError(401, 'invalid_token');
  return { success: true as const, admin: consoleAdminOf(admin) };
}
