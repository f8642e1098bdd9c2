import { fromCents, type MeResponse, type UpdateProfileBody } from '@trayecto/contracts';
import type { DbOrTx } from '@trayecto/db';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { revokeCorporateSessions } from '../auth/auth.repository.ts';
import * as repo from './corporate.repository.ts';

const langOf = (v: string) => (v === 'en' || v === 'fr' || v === 'ar' ? v : 'es');

/** GET /me: the profile of SPEC §3 with wallet and overdraft from the ledger, in dollars. */
export async function getMe(
  deps: AppDeps,
  corporateId: string,
  adminId: string | null,
): Promise<MeResponse> {
  const row = await repo.findCorporateWithAccount(deps.db, corporateId);
  if (!row) throw new AppError(401, 'invalid_token');
  const c = row.corporate;
  const panels = c.isCorporateMaster ? await repo.listAssociatedPanels(deps.db, c.id) : [];
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
      // available to spend: what holds for running trips don't already reserve
      wallet: fromCents((row.balanceCents ?? 0) - (row.heldCents ?? 0)),
      overdraft: fromCents(row.overdraftCents ?? 0),
      image_url: c.imageUrl,
      is_active_shipments: c.isActiveShipments,
      is_active_multi_stops: c.isActiveMultiStops,
      is_corporate_master: c.isCorporateMaster,
      updated_at: c.updatedAt.toISOString(),
      is_allow_credits: c.isAllowCredits,
      credits_due: 0,
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
    is_assist_mode: adminId !== null,
  };
}

/** PATCH /me: name, phone, country code and language; audited with before and after. */
export async function updateProfile(
  deps: AppDeps,
  corporateId: string,
  body: UpdateProfileBody,
  actor: Actor,
) {
  const changes: repo.ProfileChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.phone !== undefined) changes.phone = body.phone;
  if (body.country_phone_code !== undefined) changes.countryPhoneCode = body.country_phone_code;
  if (body.lang !== undefined) changes.lang = body.lang;
  await deps.db.transaction(async (tx) => {
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
  return getMe(deps, corporateId, actor.adminId);
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
  return db.transaction(async (tx) => {
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
