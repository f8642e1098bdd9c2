import { RESET_LINK_TTL_MS, RESET_LINKS_PER_HOUR, isLanguage } from '@trayecto/contracts';
import type { Tx } from '@trayecto/db';
import type { AppDeps } from '../../app-types.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { authJobs, type AuthJobs } from './auth-jobs.ts';
import * as repo from './auth.repository.ts';
import * as queue from './reset-requests.repository.ts';
import { resetEmail } from './reset-email.ts';
import { runTransaction } from '../../lib/transaction.ts';

/** A request whose work failed this often stays in the table, logged, and is not tried again. */
export const MAX_RESET_ATTEMPTS = 5;

type Request = { id: number; email: string; ip: string | null };

/** The link for one request, in the transaction that removes it from the queue; its mail. */
async function createLink(tx: Tx, deps: AppDeps, jobs: AuthJobs, request: Request) {
  // the company's own login, else an active team member's (issue 13)
  const corporate = await repo.findCorporateByEmail(tx, request.email);
  const member = corporate ? undefined : await repo.findActiveMemberByEmail(tx, request.email);
  const login = corporate
    ? { ...corporate, corporateId: corporate.id, memberId: null }
    : member && { ...member, memberId: member.id };
  if (!login) {
    jobs.log.info({ email: request.email, ip: request.ip }, 'password reset for an unknown e-mail');
    return null;
  }
  const now = deps.clock.now();
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const recent = await repo.countRecentResets(tx, login.corporateId, login.memberId, hourAgo);
  if (recent >= RESET_LINKS_PER_HOUR) {
    // The caller was answered like everyone else; no more mail, so nobody can flood an inbox.
    jobs.log.warn(
      { corporateId: login.corporateId, ip: request.ip },
      'password reset: hourly limit',
    );
    return null;
  }
  const token = newToken();
  await repo.insertPasswordReset(tx, {
    corporateId: login.corporateId,
    memberId: login.memberId,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
  });
  await recordAudit(tx, {
    actor: {
      corporateId: login.corporateId,
      adminId: null,
      memberId: login.memberId,
      ip: request.ip,
    },
    action: 'password_reset_requested',
    entity: login.memberId ? 'member' : 'corporate',
    entityId: login.memberId ?? login.corporateId,
  });
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const lang = isLanguage(login.lang) ? login.lang : 'es';
  const mail = resetEmail(lang, login.name, link, deps.config.productName);
  return {
    to: login.email,
    ...mail,
    logHint: `password reset link for ${login.email}: ${link}`,
  } satisfies MailMessage;
}

/** Handles the oldest waiting request: 'more' when one was handled, 'done', or 'failed'. */
async function handleNext(deps: AppDeps, jobs: AuthJobs): Promise<'more' | 'done' | 'failed'> {
  const claimed: { request?: Request; mail?: MailMessage | null } = {};
  try {
    const found = await runTransaction(deps.db, async (tx) => {
      const request = await queue.claimResetRequest(tx, MAX_RESET_ATTEMPTS);
      if (!request) return false;
      claimed.request = request;
      claimed.mail = await createLink(tx, deps, jobs, request);
      await queue.deleteResetRequest(tx, request.id);
      return true;
    });
    if (!found) return 'done';
  } catch (err) {
    if (!claimed.request) throw err;
    const { id } = claimed.request;
    // Drizzle wraps the driver's error with the query and its parameters: keep the cause only.
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
    const message = cause instanceof Error ? cause.message : String(cause);
    const attempts = await queue.recordResetRequestFailure(deps.db, id, message);
    jobs.log.error(
      { err, resetRequestId: id, attempts },
      attempts >= MAX_RESET_ATTEMPTS
        ? 'password reset request given up (kept in password_reset_requests)'
        : 'password reset request failed; it stays queued for the next run',
    );
    return 'failed';
  }
  if (claimed.mail) {
    // After the commit: the link exists; a mail that cannot even be stored is logged.
    await deps.mailer.send(claimed.mail).catch((err: unknown) => {
      jobs.log.error({ err, to: claimed.mail!.to }, 'password reset e-mail could not be stored');
    });
  }
  return 'more';
}

const loops = new WeakMap<AuthJobs, { running: boolean; again: boolean }>();

/**
 * Works through the queue in the background. One loop per instance; a kick while it runs makes
 * it look again before stopping. Kicked by every request and at start (requests left by a
 * stopped instance); after a failure the loop stops, and the next kick retries.
 */
export function kickResetWorker(deps: AppDeps) {
  const jobs = authJobs(deps);
  const loop = loops.get(jobs) ?? { running: false, again: false };
  loops.set(jobs, loop);
  if (loop.running) {
    loop.again = true;
    return;
  }
  loop.running = true;
  jobs.run('password-reset-requests', async () => {
    try {
      let outcome: 'more' | 'done' | 'failed';
      do {
        loop.again = false;
        do outcome = await handleNext(deps, jobs);
        while (outcome === 'more');
      } while (outcome === 'done' && loop.again);
    } finally {
      loop.running = false;
    }
  });
}

/** The request path of forgot-password: one insert, whether or not the e-mail exists. */
export async function enqueueResetRequest(deps: AppDeps, email: string, ip: string) {
  await queue.enqueueResetRequest(deps.db, { email, ip, requestedAt: deps.clock.now() });
  kickResetWorker(deps);
}
