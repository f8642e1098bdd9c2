import {
  csvDateTime,
  csvHeader,
  TEAM_MAX_MEMBERS,
  TEAM_ROLE_LABELS,
  TEAM_STATUS_LABELS,
  type InviteMemberBody,
  type Language,
  type TeamListResponse,
  type TeamMember,
  type TeamRole,
  type UpdateMemberBody,
} from '@trayecto/contracts';
import type { Actor, AppDeps, AuthContext } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvStream } from '../../lib/csv.ts';
import { isUuid } from '../../lib/keyset.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { QueuedMail } from '../mail/mailer.ts';
import { issueInvite } from './invites.service.ts';
import * as repo from './team.repository.ts';

// A company's team (issue 13, part 1): the owner (the company's own login) invites people by
// e-mail with a role; each accepts a single-use link, chooses a password and signs in as itself.
// Deactivating a member ends its sessions in the same transaction. Every change is audited.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toMember(row: repo.MemberRow): TeamMember {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    invite_expires_at: row.status === 'invited' ? iso(row.inviteExpiresAt) : null,
    last_login_at: iso(row.lastLoginAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** What an audit row keeps of a member (never its password or token). */
const audited = (row: repo.MemberRow) => ({
  name: row.name,
  email: row.email,
  role: row.role,
  status: row.status,
});

async function readTeam(deps: AppDeps, corporateId: string) {
  const [company, members] = await Promise.all([
    repo.companyOf(deps.db, corporateId),
    repo.listMembers(deps.db, corporateId),
  ]);
  if (!company) throw new AppError(401, 'invalid_token');
  return { company, members };
}

export async function listTeam(deps: AppDeps, corporateId: string): Promise<TeamListResponse> {
  const { company, members } = await readTeam(deps, corporateId);
  return {
    success: true,
    owner: { name: company.name, email: company.email, last_login_at: iso(company.lastLoginAt) },
    members: members.map(toMember),
    max_members: TEAM_MAX_MEMBERS,
  };
}

export const TEAM_CSV_COLUMNS = [
  'name',
  'email',
  'role',
  'status',
  'last_login',
  'invited_at',
] as const;

/** GET /team/members?format=csv: the owner first, then every member, in the caller's language. */
export async function exportTeamCsv(deps: AppDeps, corporateId: string, lang: Language) {
  const { company, members } = await readTeam(deps, corporateId);
  const tz = company.timezone;
  const at = (v: string | null) => (v ? csvDateTime(new Date(v), tz) : '');
  async function* rows() {
    yield [
      company.name,
      company.email,
      TEAM_ROLE_LABELS.admin[lang],
      TEAM_STATUS_LABELS.active[lang],
      at(iso(company.lastLoginAt)),
      '',
    ];
    for (const m of members.map(toMember)) {
      yield [
        m.name,
        m.email,
        TEAM_ROLE_LABELS[m.role][lang],
        TEAM_STATUS_LABELS[m.status][lang],
        at(m.last_login_at),
        at(m.created_at),
      ];
    }
  }
  return csvStream(csvHeader(TEAM_CSV_COLUMNS, lang), rows(), (r) => r);
}

/** Who the e-mail says invited: the member who did, else the company (owner or assist mode). */
const inviterOf = (auth: AuthContext, companyName: string) => auth.member?.name ?? companyName;

/** POST /team/members: a new member, invited by e-mail. */
export async function inviteMember(
  deps: AppDeps,
  corporateId: string,
  body: InviteMemberBody & { email: string; role: TeamRole },
  auth: AuthContext,
  actor: Actor,
): Promise<TeamMember> {
  let mail: QueuedMail | undefined;
  const member = await runTransaction(deps.db, async (tx) => {
    const company = await repo.lockCompany(tx, corporateId);
    if (!company) throw new AppError(401, 'invalid_token');
    if ((await repo.countSeats(tx, corporateId)) >= TEAM_MAX_MEMBERS) {
      throw new AppError(409, 'team_full', { params: { max: TEAM_MAX_MEMBERS } });
    }
    // Already in this team: said (the team lists it anyway). An e-mail that signs in elsewhere
    // is invited like any other, and its owner told instead of sent a link (issueInvite).
    const now = deps.clock.now();
    const inserted = await repo.insertMember(tx, {
      corporateId,
      email: body.email,
      name: body.name,
      role: body.role,
      status: 'invited',
      invitedByMemberId: auth.member?.id ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted) {
      throw new AppError(409, 'member_email_taken', { fields: { email: 'member_email_taken' } });
    }
    const { row, queued } = await issueInvite(
      tx,
      deps,
      inserted,
      company,
      inviterOf(auth, company.name),
    );
    mail = queued;
    await recordAudit(tx, {
      actor,
      action: 'member_invited',
      entity: 'member',
      entityId: row.id,
      after: audited(row),
    });
    return row;
  });
  mail?.deliver();
  return toMember(member);
}

/** A member of this company that is not the caller, locked for the change. */
async function otherMember(
  tx: Parameters<Parameters<typeof runTransaction>[1]>[0],
  corporateId: string,
  id: string,
  auth: AuthContext,
) {
  const row = isUuid(id) ? await repo.findMember(tx, corporateId, id, true) : undefined;
  if (!row) throw new AppError(404, 'not_found');
  if (auth.member?.id === row.id) throw new AppError(409, 'member_self');
  return row;
}

/** PATCH /team/members/:id: name and role. The member's sessions take the new role at once. */
export async function updateMember(
  deps: AppDeps,
  corporateId: string,
  id: string,
  body: UpdateMemberBody,
  auth: AuthContext,
  actor: Actor,
): Promise<TeamMember> {
  const row = await runTransaction(deps.db, async (tx) => {
    const before = await otherMember(tx, corporateId, id, auth);
    const changes = {
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.role !== undefined ? { role: body.role } : {}),
    };
    const after = await repo.updateMember(tx, before.id, {
      ...changes,
      updatedAt: deps.clock.now(),
    });
    await recordAudit(tx, {
      actor,
      action: 'member_updated',
      entity: 'member',
      entityId: before.id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  return toMember(row);
}

/**
 * POST /team/members/:id/deactivate: the member can no longer sign in, its invitation link dies
 * and its sessions end in the same transaction. The ended sessions' ids come back (their sockets
 * are closed by the route).
 */
export async function deactivateMember(
  deps: AppDeps,
  corporateId: string,
  id: string,
  auth: AuthContext,
  actor: Actor,
) {
  return runTransaction(deps.db, async (tx) => {
    const before = await otherMember(tx, corporateId, id, auth);
    if (before.status === 'inactive') return { member: toMember(before), ended: [] as string[] };
    const now = deps.clock.now();
    const after = await repo.updateMember(tx, before.id, {
      status: 'inactive',
      inviteTokenHash: null,
      inviteExpiresAt: null,
      updatedAt: now,
    });
    const ended = await repo.revokeMemberSessions(tx, before.id, now);
    await recordAudit(tx, {
      actor,
      action: 'member_deactivated',
      entity: 'member',
      entityId: before.id,
      before: audited(before),
      after: { ...audited(after), sessions_revoked: ended.length },
    });
    return { member: toMember(after), ended };
  });
}

/**
 * POST /team/members/:id/activate: a member who had chosen a password is active again; one who
 * never accepted is invited again (a new link, the old one is dead). The cap counts it again.
 */
export async function activateMember(
  deps: AppDeps,
  corporateId: string,
  id: string,
  auth: AuthContext,
  actor: Actor,
): Promise<TeamMember> {
  let mail: QueuedMail | undefined;
  const row = await runTransaction(deps.db, async (tx) => {
    const company = await repo.lockCompany(tx, corporateId);
    if (!company) throw new AppError(401, 'invalid_token');
    const before = await otherMember(tx, corporateId, id, auth);
    if (before.status !== 'inactive') return before;
    if ((await repo.countSeats(tx, corporateId)) >= TEAM_MAX_MEMBERS) {
      throw new AppError(409, 'team_full', { params: { max: TEAM_MAX_MEMBERS } });
    }
    let after: repo.MemberRow;
    if (before.passwordHash) {
      after = await repo.updateMember(tx, before.id, {
        status: 'active',
        updatedAt: deps.clock.now(),
      });
    } else {
      const issued = await issueInvite(tx, deps, before, company, inviterOf(auth, company.name));
      after = issued.row;
      mail = issued.queued;
    }
    await recordAudit(tx, {
      actor,
      action: 'member_activated',
      entity: 'member',
      entityId: before.id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  mail?.deliver();
  return toMember(row);
}

/** POST /team/members/:id/resend: a new invitation link (the previous one stops working). */
export async function resendInvite(
  deps: AppDeps,
  corporateId: string,
  id: string,
  auth: AuthContext,
  actor: Actor,
): Promise<TeamMember> {
  let mail: QueuedMail | undefined;
  const row = await runTransaction(deps.db, async (tx) => {
    const company = await repo.lockCompany(tx, corporateId);
    if (!company) throw new AppError(401, 'invalid_token');
    const before = await otherMember(tx, corporateId, id, auth);
    if (before.status === 'inactive') throw new AppError(409, 'member_inactive');
    if (before.status !== 'invited') throw new AppError(409, 'member_not_invited');
    const issued = await issueInvite(tx, deps, before, company, inviterOf(auth, company.name));
    mail = issued.queued;
    await recordAudit(tx, {
      actor,
      action: 'member_invite_resent',
      entity: 'member',
      entityId: before.id,
    });
    return issued.row;
  });
  mail?.deliver();
  return toMember(row);
}
