import {
  isLanguage,
  TEAM_INVITE_TTL_MS,
  type InviteInfo,
  type LoginResponse,
} from '@trayecto/contracts';
import type { AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { startSession } from '../auth/auth.service.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { inviteEmail, loginElsewhereEmail } from './invite-email.ts';
import * as repo from './team.repository.ts';

// A member's invitation link (issue 13): issued (and issued again) by the team's changes,
// read and accepted, once, by the public invitation page. Only the token's hash is kept.

/**
 * A fresh invitation link for a member row; its e-mail is queued in `tx`. When the e-mail already
 * signs in elsewhere (a company's login, another company's member) the row is invited all the
 * same, so the team sees what it sees for any invitation, but no link exists: the e-mail's owner
 * is told instead (one e-mail, one login), and nothing tells the inviter.
 */
export async function issueInvite(
  tx: Parameters<Parameters<typeof runTransaction>[1]>[0],
  deps: AppDeps,
  member: repo.MemberRow,
  company: { name: string; lang: string },
  inviter: string,
) {
  const now = deps.clock.now();
  const token = newToken();
  const elsewhere = await repo.emailSignsInElsewhere(tx, member.corporateId, member.email);
  const row = await repo.updateMember(tx, member.id, {
    status: 'invited',
    inviteTokenHash: elsewhere ? null : hashToken(token),
    inviteExpiresAt: new Date(now.getTime() + TEAM_INVITE_TTL_MS),
    updatedAt: now,
  });
  const lang = isLanguage(company.lang) ? company.lang : 'es';
  if (elsewhere) {
    const login = `${deps.config.publicUrl}/login`;
    const mail = loginElsewhereEmail(lang, {
      name: member.name,
      company: company.name,
      inviter,
      product: deps.config.productName,
      login,
    });
    const queued = await deps.mailer.queue(tx, { to: member.email, ...mail });
    return { row, queued };
  }
  const link = `${deps.config.publicUrl}/invite/${encodeURIComponent(token)}`;
  const mail = inviteEmail(lang, {
    name: member.name,
    company: company.name,
    inviter,
    role: member.role,
    link,
    product: deps.config.productName,
    hours: Math.round(TEAM_INVITE_TTL_MS / (60 * 60 * 1000)),
  });
  const queued = await deps.mailer.queue(tx, {
    to: member.email,
    ...mail,
    logHint: `team invitation link for ${member.email}: ${link}`,
  });
  return { row, queued };
}

/** The invitation a link stands for; 404 invite_invalid (unknown, used), 410 invite_expired. */
function checkInvite(
  found: Awaited<ReturnType<typeof repo.findByInviteHash>>,
  now: Date,
): NonNullable<typeof found> {
  if (!found || found.member.status !== 'invited') throw new AppError(404, 'invite_invalid');
  const expires = found.member.inviteExpiresAt;
  if (!expires || expires.getTime() <= now.getTime()) throw new AppError(410, 'invite_expired');
  return found;
}

/** GET /public/invites/:token: who is invited, to which company, with which role. */
export async function getInvite(deps: AppDeps, token: string): Promise<InviteInfo> {
  const found = checkInvite(
    await repo.findByInviteHash(deps.db, hashToken(token)),
    deps.clock.now(),
  );
  return {
    success: true,
    company_name: found.companyName,
    name: found.member.name,
    email: found.member.email,
    role: found.member.role,
  };
}

/**
 * POST /public/invites/:token/accept: the member chooses a password, becomes active and is signed
 * in. The link is used up in the same transaction: a second use (or a concurrent one) is refused.
 */
export async function acceptInvite(
  deps: AppDeps,
  token: string,
  password: string,
  client: { ip: string; userAgent: string | null },
): Promise<LoginResponse> {
  const passwordHash = await hashPassword(password);
  return runTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const found = checkInvite(await repo.findByInviteHash(tx, hashToken(token), true), now);
    const { member } = found;
    // the e-mail came to sign in elsewhere after the link was sent (another invitation accepted
    // first): told to the link's holder, who owns the e-mail
    if (await repo.emailSignsInElsewhere(tx, member.corporateId, member.email)) {
      throw new AppError(409, 'member_email_taken');
    }
    try {
      await repo.updateMember(tx, member.id, {
        status: 'active',
        passwordHash,
        inviteTokenHash: null,
        inviteExpiresAt: null,
        updatedAt: now,
      });
    } catch (error) {
      // two acceptances of the same e-mail at once: the login index lets one through
      if (isUniqueViolation(error)) throw new AppError(409, 'member_email_taken');
      throw error;
    }
    const actor = {
      corporateId: member.corporateId,
      adminId: null,
      memberId: member.id,
      ip: client.ip,
    };
    await recordAudit(tx, {
      actor,
      action: 'member_joined',
      entity: 'member',
      entityId: member.id,
    });
    const session = await startSession(
      tx,
      now,
      { corporateId: member.corporateId, memberId: member.id },
      client,
    );
    return {
      success: true as const,
      token: session.token,
      _id: member.corporateId,
      unique_id: found.uniqueId,
      email: member.email,
    };
  });
}
