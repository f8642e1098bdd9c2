import { and, eq } from 'drizzle-orm';
import {
  CITY_IDS,
  CITY_NAMES,
  FARE_FIELDS,
  SERVICE_TYPE_IDS,
  SERVICE_TYPE_NAMES,
  fareBoundsCents,
  fromCents,
  toCents,
  type CityId,
  type ConsoleFare,
  type FareField,
  type FareValues,
  type Language,
  type ServiceTypeId,
} from '@trayecto/contracts';
import { admins, fareOverrides, type Db, type DbOrTx } from '@trayecto/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { runTransaction } from '../../lib/transaction.ts';
import type { FareBookSync, FareOverride } from '../../providers/fares/fare-book.ts';
import { defaultTariffFor, type Tariff } from '../../providers/fares/fare-table.ts';
import { recordAudit } from '../audit/audit.repository.ts';

// The fares of each city and service type (console /admin/fares): the fare engine's default
// table, the provider's adjustments within bounds (contracts fares.ts), set and reset with an
// audit row. The fare engine reads the adjustments from the fare book (providers/fares), which
// this instance reloads right after each write; the others within FARE_BOOK_REFRESH_MS.

type OverrideRow = typeof fareOverrides.$inferSelect;
type Keyed = { city: CityId; type: ServiceTypeId };

const FIELD_OF_TARIFF: Record<FareField, keyof Tariff> = {
  base: 'baseCents',
  per_km: 'perKmCents',
  per_min: 'perMinCents',
  minimum: 'minimumCents',
};

const isCity = (v: string): v is CityId => (CITY_IDS as readonly string[]).includes(v);
const isType = (v: string): v is ServiceTypeId =>
  (SERVICE_TYPE_IDS as readonly string[]).includes(v);

/** The city and service type of a path, or 404 not_found. */
function keyOf(city: string, serviceType: string): Keyed {
  if (!isCity(city) || !isType(serviceType)) throw new AppError(404, 'not_found');
  return { city, type: serviceType };
}

const tariffOfRow = (r: OverrideRow): Tariff => ({
  baseCents: r.baseCents,
  perKmCents: r.perKmCents,
  perMinCents: r.perMinCents,
  minimumCents: r.minimumCents,
});

const dollars = (t: Tariff): FareValues => ({
  base: fromCents(t.baseCents),
  per_km: fromCents(t.perKmCents),
  per_min: fromCents(t.perMinCents),
  minimum: fromCents(t.minimumCents),
});

const range = (defaultCents: number) => {
  const { min, max } = fareBoundsCents(defaultCents);
  return { min: fromCents(min), max: fromCents(max) };
};

function fareView(
  { city, type }: Keyed,
  row: OverrideRow | null,
  adminName: string | null,
  lang: Language,
): ConsoleFare {
  const def = defaultTariffFor(city, type);
  return {
    city_id: city,
    service_type_id: type,
    name: SERVICE_TYPE_NAMES[type][lang],
    default: dollars(def),
    current: dollars(row ? tariffOfRow(row) : def),
    bounds: {
      base: range(def.baseCents),
      per_km: range(def.perKmCents),
      per_min: range(def.perMinCents),
      minimum: range(def.minimumCents),
    },
    overridden: row !== null,
    updated_at: row ? row.updatedAt.toISOString() : null,
    updated_by: row ? adminName : null,
  };
}

async function overrideRows(db: DbOrTx, where?: Keyed) {
  return db
    .select({ row: fareOverrides, adminName: admins.name })
    .from(fareOverrides)
    .leftJoin(admins, eq(admins.id, fareOverrides.updatedBy))
    .where(
      where
        ? and(eq(fareOverrides.cityId, where.city), eq(fareOverrides.serviceTypeId, where.type))
        : undefined,
    );
}

/** Every override the database holds, for the fare book (rows of unknown ids are left out). */
export async function loadFareOverrides(db: Db): Promise<FareOverride[]> {
  const rows = await db.select().from(fareOverrides);
  return rows.flatMap((r) =>
    isCity(r.cityId) && isType(r.serviceTypeId)
      ? [{ cityId: r.cityId, serviceTypeId: r.serviceTypeId, tariff: tariffOfRow(r) }]
      : [],
  );
}

/** GET /fares: every city, each with every service type. */
export async function listFares(deps: AppDeps, lang: Language) {
  const rows = await overrideRows(deps.db);
  const found = new Map(rows.map((r) => [`${r.row.cityId}/${r.row.serviceTypeId}`, r]));
  return {
    success: true as const,
    cities: CITY_IDS.map((city) => ({
      city_id: city,
      name: CITY_NAMES[city],
      fares: SERVICE_TYPE_IDS.map((type) => {
        const r = found.get(`${city}/${type}`);
        return fareView({ city, type }, r?.row ?? null, r?.adminName ?? null, lang);
      }),
    })),
  };
}

/** The values in cents, or 400 fare_out_of_bounds naming the first value outside its bounds. */
function checkedTariff(key: Keyed, body: FareValues): Tariff {
  const def = defaultTariffFor(key.city, key.type);
  const tariff = {} as Tariff;
  for (const field of FARE_FIELDS) {
    const cents = toCents(body[field]);
    const { min, max } = fareBoundsCents(def[FIELD_OF_TARIFF[field]]);
    if (cents < min || cents > max) {
      throw new AppError(400, 'fare_out_of_bounds', {
        money: { min: fromCents(min), max: fromCents(max) },
        fields: { [field]: 'fare_out_of_bounds' },
      });
    }
    tariff[FIELD_OF_TARIFF[field]] = cents;
  }
  return tariff;
}

/** The book follows at once on this instance; a failed read is caught up by the next tick. */
async function reloadBook(book: FareBookSync, log: FastifyBaseLogger) {
  try {
    await book.reload();
  } catch (err) {
    log.warn({ err }, 'fare book: reload after a console write failed');
  }
}

const auditValues = (t: Tariff, overridden: boolean) => ({ ...dollars(t), overridden });

type WriteContext = { book: FareBookSync; actor: Actor; lang: Language; log: FastifyBaseLogger };

/** PUT /fares/:city/:serviceType: the four values, each within the bounds of its default. */
export async function setFare(
  deps: AppDeps,
  city: string,
  serviceType: string,
  body: FareValues,
  ctx: WriteContext,
) {
  const key = keyOf(city, serviceType);
  const tariff = checkedTariff(key, body);
  await runTransaction(deps.db, async (tx) => {
    const [existing] = await tx
      .select()
      .from(fareOverrides)
      .where(and(eq(fareOverrides.cityId, key.city), eq(fareOverrides.serviceTypeId, key.type)))
      .for('update');
    const values = {
      ...tariff,
      updatedBy: ctx.actor.adminId,
      updatedAt: deps.clock.now(),
    };
    await tx
      .insert(fareOverrides)
      .values({ cityId: key.city, serviceTypeId: key.type, ...values })
      .onConflictDoUpdate({
        target: [fareOverrides.cityId, fareOverrides.serviceTypeId],
        set: values,
      });
    await recordAudit(tx, {
      actor: ctx.actor,
      corporateId: null,
      action: 'fare_changed',
      entity: 'fare',
      entityId: `${key.city}/${key.type}`,
      before: existing
        ? auditValues(tariffOfRow(existing), true)
        : auditValues(defaultTariffFor(key.city, key.type), false),
      after: auditValues(tariff, true),
    });
  });
  await reloadBook(ctx.book, ctx.log);
  return fareAnswer(deps, key, ctx.lang);
}

/** DELETE /fares/:city/:serviceType: back to the default table (nothing to do when it is). */
export async function resetFare(
  deps: AppDeps,
  city: string,
  serviceType: string,
  ctx: WriteContext,
) {
  const key = keyOf(city, serviceType);
  const removed = await runTransaction(deps.db, async (tx) => {
    const [existing] = await tx
      .delete(fareOverrides)
      .where(and(eq(fareOverrides.cityId, key.city), eq(fareOverrides.serviceTypeId, key.type)))
      .returning();
    if (!existing) return false;
    await recordAudit(tx, {
      actor: ctx.actor,
      corporateId: null,
      action: 'fare_reset',
      entity: 'fare',
      entityId: `${key.city}/${key.type}`,
      before: auditValues(tariffOfRow(existing), true),
      after: auditValues(defaultTariffFor(key.city, key.type), false),
    });
    return true;
  });
  if (removed) await reloadBook(ctx.book, ctx.log);
  return fareAnswer(deps, key, ctx.lang);
}

async function fareAnswer(deps: AppDeps, key: Keyed, lang: Language) {
  const [r] = await overrideRows(deps.db, key);
  return {
    success: true as const,
    fare: fareView(key, r?.row ?? null, r?.adminName ?? null, lang),
  };
}
