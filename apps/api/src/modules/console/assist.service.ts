import type { AssistResponse } from '@trayecto/contracts';
import type { AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/keyset.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { createSession } from '../auth/session.service.ts';
import { findCompany } from './companies.repository.ts';

/**
 * Assist mode (SPEC §1, §6): a corporate session of one company, held by an admin. Its requests
 * are the company's (only that company's data), /me says is_assist_mode, every write is audited
 * with the admin as actor and assist admin, and it ends after an hour idle (ASSIST_IDLE_TTL_MS),
 * after ASSIST_ABSOLUTE_TTL_MS in all, with the console session that opened it, and when its
 * admin is deactivated or loses manage:assist (session.service's resolveSession).
 */
export async function enterAssistMode(
  deps: AppDeps,
  adminId: string,
  consoleSessionId: string,
  corporateId: string,
  client: { ip: string; userAgent: string | null },
): Promise<AssistResponse> {
  const row = isUuid(corporateId) ? await findCompany(deps.db, corporateId) : undefined;
  if (!row) throw new AppError(404, 'not_found');
  const company = row.corporate;
  if (company.status !== 'approved') throw new AppError(422, 'assist_company_not_approved');
  const { token } = await runTransaction(deps.db, async (tx) => {
    const session = await createSession(
      tx,
      deps.clock.now(),
      { corporateId, adminId, openedBySessionId: consoleSessionId },
      client,
    );
    await recordAudit(tx, {
      actor: { corporateId, adminId, ip: client.ip },
      action: 'assist_started',
      entity: 'session',
      entityId: session.sessionId,
    });
    return session;
  });
  return {
    success: true,
    token,
    _id: company.id,
    unique_id: company.uniqueId,
    email: company.email,
  };
}
