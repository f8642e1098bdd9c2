import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { FIRST_PASSWORD_LINK_TTL_MS, isLanguage } from '@trayecto/contracts';
import { corporates, type Tx } from '@trayecto/db';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { insertPasswordReset, memberEmailTaken } from '../auth/auth.repository.ts';
import { ensureAccount } from '../ledger/ledger.service.ts';
import type { QueuedMail } from '../mail/mailer.ts';
import { firstPasswordEmail } from './first-password-email.ts';

// A company created by the provider (from a lead in the console, issue 10): pending until the
// provider approves it, with its ledger account, and a first-password link e-mailed to it. The
// link is a password_resets row like a reset's, opened on the same /reset-password page, valid
// FIRST_PASSWORD_LINK_TTL_MS. Its own password is random and never told: only the link opens it.

export type NewCompany = {
  /** from unknownPasswordHash(), computed before the transaction (scrypt is slow) */
  passwordHash: string;
  name: string;
  email: string;
  taxId: string | null;
  phone: string;
  city: string;
  lang: string;
};

export type CorporateRow = typeof corporates.$inferSelect;

/** PANEL IDs are TE- and six digits; a new one follows the highest (the seed starts at 100100). */
const PANEL_ID = /^TE-\d{6}$/;
const FIRST_PANEL_NUMBER = 100_100;
// Arbitrary constant: one new PANEL ID at a time, so two companies created together never pick
// the same number.
const PANEL_ID_LOCK_KEY = 72_617_936;

/**
 * The hash of a random password nobody is told: only the first-password link opens the account.
 * Computed before the transaction that creates the company, so neither the connection nor the
 * PANEL ID lock is held through scrypt.
 */
export function unknownPasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

async function nextPanelId(tx: Tx): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PANEL_ID_LOCK_KEY})`);
  const [row] = await tx
    .select({
      max: sql<number | null>`max(substring(${corporates.uniqueId} from 4)::int)`,
    })
    .from(corporates)
    .where(sql`${corporates.uniqueId} ~ ${PANEL_ID.source}`);
  const next = Math.max(Number(row?.max ?? 0) + 1, FIRST_PANEL_NUMBER);
  if (next > 999_999) throw new Error('PANEL IDs TE-000000..TE-999999 are used up');
  return `TE-${next}`;
}

/**
 * Creates a pending company in `tx`: the corporate row (a new PANEL ID, an unknowable password),
 * its ledger account, its first-password link and the welcome e-mail (queued in `tx`: call
 * `welcome.deliver()` after the commit), and the audit record `action`. An e-mail already used by
 * a company: 409 company_email_taken.
 */
export async function createCorporate(
  tx: Tx,
  deps: AppDeps,
  input: NewCompany,
  actor: Actor,
  audit: { action: string; after?: Record<string, unknown> },
): Promise<{ corporate: CorporateRow; welcome: QueuedMail }> {
  const now = deps.clock.now();
  const lang = isLanguage(input.lang) ? input.lang : 'es';
  const uniqueId = await nextPanelId(tx);
  const [corporate] = await tx
    .insert(corporates)
    .values({
      uniqueId,
      email: input.email,
      passwordHash: input.passwordHash,
      name: input.name,
      taxId: input.taxId,
      phone: input.phone,
      city: input.city,
      lang,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    // the e-mail's unique index decides, also for two creations at once
    .onConflictDoNothing()
    .returning();
  if (!corporate) throw new AppError(409, 'company_email_taken');
  // a team member signs in with its e-mail too (issue 13): one e-mail, one login
  if (await memberEmailTaken(tx, input.email)) {
    throw new AppError(409, 'company_email_taken');
  }

  await ensureAccount(tx, { type: 'corporate', corporateId: corporate.id });

  const token = newToken();
  await insertPasswordReset(tx, {
    corporateId: corporate.id,
    memberId: null,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + FIRST_PASSWORD_LINK_TTL_MS),
  });
  await recordAudit(tx, {
    actor,
    corporateId: corporate.id,
    action: audit.action,
    entity: 'corporate',
    entityId: corporate.id,
    after: {
      unique_id: uniqueId,
      name: corporate.name,
      email: corporate.email,
      tax_id: corporate.taxId,
      status: corporate.status,
      ...audit.after,
    },
  });

  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const mail = firstPasswordEmail(lang, {
    name: corporate.name,
    uniqueId,
    link,
    product: deps.config.productName,
    hours: Math.round(FIRST_PASSWORD_LINK_TTL_MS / (60 * 60 * 1000)),
  });
  const welcome = await deps.mailer.queue(tx, {
    to: corporate.email,
    ...mail,
    logHint: `first password link for ${corporate.email}: ${link}`,
  });
  return { corporate, welcome };
}
