import { canPanel, fromCents, type MeResponse, type UpdateProfileBody } from '@trayecto/contracts';
import type { DbOrTx } from '@trayecto/db';
import type { Actor, AppDeps, SessionMember } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { revokeCorporateSessions } from '../auth/auth.repository.ts';
import { walletCents } from '../ledger/ledger.service.ts';
import type { MeBody, MeCache } from './corporate-me-cache.ts';
import type { WalletCents } from '../auth/session-cache.ts';
import { dueCents } from '../credits/credits.repository.ts';
import * as repo from './corporate.repository.ts';

const langOf = (v: string) => (v === 'en' || v === 'fr' || v === 'ar' ? v : 'es');

/**
 * GET /me: the profile of SPEC §3 with wallet and overdraft from the ledger, in dollars. With
 * `cache` (the route's, after the auth hook's sync) a hit costs no query of its own (on
 * PostgreSQL the wallet rides on a sync round trip shared by a batch of requests).
 */
export async function getMe(
  deps: AppDeps,
  corporateId: string,
  /** who asks: a provider admin (assist mode), a team member, or the company's own login */
  viewer: Viewer,
  cache?: MeCache,
  /** the wallet the auth hook read on its sync round trip (route config `syncWallet`) */
  syncedWallet?: Promise<WalletCents | undefined | null> | null,
): Promise<MeResponse> {
  const who = whoOf(viewer);
  const shown = (body: MeBody): MeResponse => ({ ...forRole(body, who.role), ...who });
  if (!cache) return shown(await readMe(deps, corporateId));
  const hit = cache.get(corporateId);
  if (hit) {
    const money = canPanel(who.role, 'read', 'money');
    const current =
      money && cache.wallet && walletOf(await cache.wallet(corporateId, syncedWallet));
    const corporate = current ? { ...hit.corporate, ...current } : hit.corporate;
    return shown({ ...hit, corporate });
  }
  const ticket = cache.ticket();
  const body = await readMe(deps, corporateId);
  cache.fill(ticket, corporateId, body);
  return shown(body);
}

/** The company's money figures only for a role that may read money (as GET /wallet requires). */
function forRole(body: MeBody, role: ReturnType<typeof whoOf>['role']): MeBody {
  if (canPanel(role, 'read', 'money')) return body;
  const { wallet: _w, overdraft: _o, credits_due: _d, ...corporate } = body.corporate;
  return { ...body, corporate };
}

export type Viewer = { adminId: string | null; member?: SessionMember | null };

/** The part of GET /me that is the signed-in person's, not the company's (never cached). */
const whoOf = ({ adminId, member }: Viewer) => ({
  is_assist_mode: adminId !== null,
  member: member
    ? { _id: member.id, name: member.name, email: member.email, role: member.role }
    : null,
  role: member?.role ?? ('admin' as const),
});

type Nullable<T> = { [K in keyof T]: T[K] | null };
const walletOf = (w: Nullable<WalletCents>) => ({
  // available to spend: what holds for running trips don't already reserve
  wallet: fromCents(
    walletCents({ balanceCents: w.balanceCents ?? 0, heldCents: w.heldCents ?? 0 }),
  ),
  overdraft: fromCents(w.overdraftCents ?? 0),
});

async function readMe(deps: AppDeps, corporateId: string): Promise<MeBody> {
  const row = await repo.findCorporateWithAccount(deps.db, corporateId);
  if (!row) throw new AppError(401, 'invalid_token');
  const c = row.corporate;
  const [panels, due] = await Promise.all([
    c.isCorporateMaster ? repo.listAssociatedPanels(deps.db, c.id) : [],
    dueCents(deps.db, c.id),
  ]);
  return {
    success: true,
    corporate: {
      _id: c.id,
      unique_id: c.uniqueId,
      email: c.email,
      name: c.name,
      country_name: c.countryName,
      phone: c.phone,
      country_phone_code: c.countryPhoneCode,
      ...walletOf(row),
      image_url: c.imageUrl,
      is_active_shipments: c.isActiveShipments,
      is_active_multi_stops: c.isActiveMultiStops,
      is_corporate_master: c.isCorporateMaster,
      updated_at: c.updatedAt.toISOString(),
      is_allow_credits: c.isAllowCredits,
      // what the company owes on its advances (modules/credits)
      credits_due: fromCents(due),
      is_approved: c.status === 'approved',
      lang: langOf(c.lang),
      timezone: c.timezone,
    },
    pre_time: c.preTimeMinutes,
    admin_phone: deps.config.supportPhone,
    admin_email: deps.config.supportEmail,
    is_used_google_maps_service:
      deps.config.geo.geocoder === 'google' || deps.config.geo.router === 'google',
    associated_panels: panels.map((p) => ({
      _id: p.id,
      unique_id: p.uniqueId,
      name: p.name,
      email: p.email,
    })),
    // cached with the rest: sending the form updates the corporate's row, whose change
    // notification drops this body (corporate-me-cache.ts)
    needs_onboarding: c.onboardedAt === null,
  };
}

/** PATCH /me: name, phone, country code and language; audited with before and after. */
export async function updateProfile(
  deps: AppDeps,
  corporateId: string,
  body: UpdateProfileBody,
  actor: Actor,
  viewer: Viewer,
) {
  const changes: repo.ProfileChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.phone !== undefined) changes.phone = body.phone;
  if (body.country_phone_code !== undefined) changes.countryPhoneCode = body.country_phone_code;
  if (body.lang !== undefined) changes.lang = body.lang;
  await runTransaction(deps.db, async (tx) => {
    const before = await repo.findCorporateWithAccount(tx, corporateId);
    if (!before) throw new AppError(401, 'invalid_token');
    const b = before.corporate;
    await repo.updateCorporate(tx, corporateId, changes, deps.clock.now());
    await recordAudit(tx, {
      actor,
      action: 'profile_updated',
      entity: 'corporate',
      entityId: corporateId,
      before: Object.fromEntries(
        Object.keys(changes).map((k) => [k, b[k as keyof typeof changes]]),
      ),
      after: changes,
    });
  });
  // no cache: this instance may not have heard of its own commit yet
  return getMe(deps, corporateId, viewer);
}

/**
 * Suspends a corporate and ends all its sessions in one transaction (the provider console calls
 * it). A suspended corporate can still sign in, but reaches only GET /me and POST /logout.
 */
export async function suspendCorporate(
  db: DbOrTx,
  corporateId: string,
  options: { now?: Date; actor?: Actor } = {},
) {
  const now = options.now ?? new Date();
  return runTransaction(db, async (tx) => {
    const row = await repo.updateCorporate(tx, corporateId, { status: 'suspended' }, now);
    if (!row) throw new AppError(404, 'not_found');
    const revoked = await revokeCorporateSessions(tx, corporateId, now);
    await recordAudit(tx, {
      actor: options.actor ?? { corporateId: null, adminId: null, ip: null },
      corporateId,
      action: 'corporate_suspended',
      entity: 'corporate',
      entityId: corporateId,
      after: { status: 'suspended', sessions_revoked: revoked },
    });
    return revoked;
  });
}
