import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { auditLog } from '@trayecto/db';
import { actorOf } from '../../lib/actor.ts';
import { recordAudit } from '../audit/audit.repository.ts';

// Assist mode leaves a trace of everything it does in the company's activity log, reads too:
// an export, a PDF or a receipt downloaded by a provider admin is the company's data leaving.
// A read that answered 2xx gets a row assist_read; a write that answered 2xx without a row of its
// own service (every service that changes something records it) gets a row assist_write. Both
// name the admin (assist_admin_id), like every assist-mode row.

const inAssist = (req: FastifyRequest) => !!(req.auth?.adminId && req.auth.corporateId);
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

async function assistRows(app: FastifyInstance, req: FastifyRequest): Promise<number> {
  const [row] = await app.deps.db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.corporateId, req.auth!.corporateId!),
        eq(auditLog.assistAdminId, req.auth!.adminId!),
      ),
    );
  return row?.n ?? 0;
}

export function registerAssistTrail(app: FastifyInstance) {
  app.decorateRequest('assistRowsBefore', null);
  // after the auth hook: request.auth is known. Assist traffic is light; a count per write.
  app.addHook('preHandler', async (req) => {
    if (inAssist(req) && !isRead(req.method)) req.assistRowsBefore = await assistRows(app, req);
  });
  // onSend, not onResponse: the row is written before the answer leaves, so no answer of an
  // assist session is ever out without its trace (after the answer, a client could read the log
  // before the row is there, or the process die in between)
  app.addHook('onSend', async (req, reply, payload) => {
    await trace(req, reply.statusCode);
    return payload;
  });
  async function trace(req: FastifyRequest, statusCode: number) {
    if (!inAssist(req) || statusCode < 200 || statusCode >= 300) return;
    const route = `${req.method} ${req.routeOptions.url ?? ''}`;
    const path = req.url.split('?')[0]!;
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    try {
      if (isRead(req.method)) {
        await recordAudit(app.deps.db, {
          actor: actorOf(req),
          action: 'assist_read',
          entity: 'operation',
          entityId: route,
          after: { path, query, status: statusCode },
        });
        return;
      }
      if (req.assistRowsBefore !== null && (await assistRows(app, req)) > req.assistRowsBefore)
        return;
      await recordAudit(app.deps.db, {
        actor: actorOf(req),
        action: 'assist_write',
        entity: 'operation',
        entityId: route,
        after: { path, status: statusCode },
      });
    } catch (error) {
      // the answer has left; a lost trace is logged loudly, never turned into a failure
      req.log.error({ err: error, route }, 'assist-mode activity row not written');
    }
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** in assist mode, for a write: the admin's activity rows in the company before it ran */
    assistRowsBefore: number | null;
  }
}
