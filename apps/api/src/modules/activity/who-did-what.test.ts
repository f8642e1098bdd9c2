import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ENTITY_LABELS,
  activityPageSchema,
  auditPageSchema,
  type ActivityEntry,
  type AuditEntry,
} from '@trayecto/contracts';
import {
  apiKeys,
  webhookEndpoints,
  approvalRequests,
  auditLog,
  collaboratorGroups,
  corporateCredits,
  corporateMembers,
  invoices,
  leads,
  proformas,
  recurringTrips,
  topups,
  tripBatches,
} from '@trayecto/db';
import { auth, corporateIdByEmail, login, loginAdmin } from '../../../test/helpers.ts';
import { SEED_MEMBERS } from '../../seed/seed-data.ts';
import { seedDemoQuotes } from '../../seed/seed-quotes.ts';
import { seedDemoTrips } from '../../seed/seed-trips.ts';
import { AUDIT_REF_AS_IS, AUDIT_REF_NONE, AUDIT_REF_SQL } from '../audit/audit-ref.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import {
  altamira,
  plazaBolivar,
  settle,
  setupTrips,
  tripsApi,
  type TripsContext,
} from '../trips/trips-test-helpers.ts';

// Who did what: a team member's rows name the member, on the company's /activity and on the
// console's log, and every row reads as a reference ("VJ-…", "REC-000002 · 00000001", a name),
// never a raw id. The kinds of row are read from the code that writes them.

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const SRC = join(import.meta.dirname, '..', '..');

/** Every `entity: '…'` the API writes to the log, from its source (tests aside). */
function entitiesWritten(): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
        const text = readFileSync(path, 'utf8');
        for (const m of text.matchAll(/\bentity: (?:[^,\n]*\? )?'([a-z_]+)'(?: : '([a-z_]+)')?/g)) {
          found.add(m[1]!);
          if (m[2]) found.add(m[2]);
        }
      }
    }
  };
  walk(SRC);
  return found;
}

let t: TripsContext;
let owner: string;
let coordinator: string;
let demoId: string;
let memberName: string;
let memberId: string;

beforeAll(async () => {
  t = await setupTrips({ driversPerCity: 5 });
  // the demo's history: trips, parcels, quotes, top-ups with invoices, credits…
  await seedDemoTrips(t.handle.db, t.clock.now());
  await seedDemoQuotes(t.handle.db, t.clock.now());
  owner = (await login(t.app, 'demo@trayecto.test')).token;
  const member = SEED_MEMBERS.find((m) => m.role === 'coordinator')!;
  memberName = member.name;
  coordinator = (await login(t.app, member.email)).token;
  demoId = await corporateIdByEmail(t.handle, 'demo@trayecto.test');
  const [row] = await t.handle.db
    .select({ id: corporateMembers.id })
    .from(corporateMembers)
    .where(eq(corporateMembers.email, member.email));
  memberId = row!.id;
});
afterAll(() => t?.close());

const get = async (token: string, url: string) => {
  const res = await settle(
    t,
    t.app.inject({ method: 'GET', url, headers: { ...auth(token), 'accept-language': 'es' } }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

async function activity(): Promise<ActivityEntry[]> {
  return activityPageSchema.parse((await get(owner, '/api/corporate/activity?limit=100')).json())
    .entries;
}
async function consoleLog(): Promise<AuditEntry[]> {
  const admin = await loginAdmin(t.app);
  return auditPageSchema.parse(
    (await get(admin, `/api/console/audit?corporate_id=${demoId}&limit=100`)).json(),
  ).entries;
}

describe('every kind of row reads as a reference', () => {
  it('every kind the API writes has a label and a way to be read (or none, on purpose)', () => {
    const written = entitiesWritten();
    expect(written.size).toBeGreaterThan(15);
    const read = new Set<string>([
      ...Object.keys(AUDIT_REF_SQL),
      ...AUDIT_REF_AS_IS,
      ...AUDIT_REF_NONE,
    ]);
    for (const entity of written) {
      expect(Object.keys(AUDIT_ENTITY_LABELS), entity).toContain(entity);
      expect([...read], `no reference for ${entity}`).toContain(entity);
    }
  });

  it('a row about any kind of thing shows its reference, not its id', async () => {
    const db = t.handle.db;
    const one = async (query: string) =>
      ((await db.execute(sql.raw(`${query} limit 1`))) as unknown as { rows: { id: string }[] })
        .rows[0]!.id;
    // one thing of each kind, and what a person calls it
    const expected: Record<string, [id: string, ref: RegExp]> = {
      trip: [await one(`select id from trips where kind = 'ride'`), /^VJ-\w+$/],
      parcel: [await one(`select id from trips`), /^[A-Z]{2}-\w+$/],
      quote: [await one('select id from multistop_quotes'), /^[A-Z]{2,3}-\w+$/],
      member: [memberId, new RegExp(`^${memberName}$`)],
      payroll_user: [await one('select id from payroll_users'), /^\p{L}+ \p{L}+/u],
      corporate: [demoId, /^\p{L}/u],
      corporate_panel: [demoId, /^\p{L}/u],
      master_panel: [demoId, /^\p{L}/u],
      promo_code: [await one('select id from promo_codes'), /^[A-Z0-9]+$/],
      ledger_account: [
        await one(`select id from ledger_accounts where owner_type = 'payroll_user'`),
        /^\p{L}+ \p{L}+/u,
      ],
    };
    const [topup] = await db
      .insert(topups)
      .values({
        corporateId: demoId,
        method: 'zelle',
        status: 'approved',
        currency: 'USD',
        amountCents: 10_000,
        rate: '45.200000',
        amountUsdCents: 10_000,
        creditedCents: 10_000,
        paymentDate: '2026-01-05',
        reference: 'Z-1',
        referenceKey: `zelle-${Date.now()}`,
      })
      .returning();
    await db.insert(invoices).values({
      corporateId: demoId,
      topupId: topup!.id,
      issuerTaxId: 'J-TEST-REF',
      number: 42,
      controlNumber: 42,
      issuedAt: new Date(),
      issuer: {},
      buyer: {},
      lines: [],
      rate: '45.200000',
      totalCents: 100,
      baseCents: 100,
      ivaCents: 0,
      igtfCents: 0,
    });
    expected.topup = [
      topup!.id,
      new RegExp(`^REC-${String(topup!.seq).padStart(6, '0')} · 00000042$`),
    ];
    const [credit] = await db
      .insert(corporateCredits)
      .values({ corporateId: demoId, status: 'waiting', amountCents: 100, requestedBy: 'company' })
      .returning();
    expected.credit = [credit!.id, /^CRE-\d{6}$/];
    const [proforma] = await db
      .insert(proformas)
      .values({ corporateId: demoId, amountCents: 100, concept: 'x', rate: '45.2', buyer: {} })
      .returning();
    expected.proforma = [proforma!.id, /^PRO-\d{6}$/];
    const [group] = await db
      .insert(collaboratorGroups)
      .values({ corporateId: demoId, name: 'Ventas Este', policy: {} })
      .returning();
    expected.group = [group!.id, /^Ventas Este$/];
    const [recurring] = await db
      .insert(recurringTrips)
      .values({
        corporateId: demoId,
        body: {},
        passengerName: 'Ruta Norte',
        weekdays: [1],
        time: '07:30',
        createdByName: 'x',
      })
      .returning();
    expected.recurring_trip = [recurring!.id, /^Ruta Norte · 07:30$/];
    const [batch] = await db
      .insert(tripBatches)
      .values({
        corporateId: demoId,
        fileName: 'viajes-lunes.csv',
        createdByName: 'x',
        rows: [],
        bookedCount: 0,
      })
      .returning();
    expected.trip_batch = [batch!.id, /^viajes-lunes\.csv$/];
    const [lead] = await db
      .insert(leads)
      .values({
        name: 'Lucía Prospecto',
        company: 'x',
        taxId: 'x',
        email: 'x@x.test',
        phone: 'x',
        city: 'x',
        companySize: 'x',
        industry: 'x',
        leadSource: 'x',
        message: 'x',
      })
      .returning();
    expected.lead = [lead!.id, /^Lucía Prospecto$/];
    const [approval] = await db
      .insert(approvalRequests)
      .values({
        uniqueId: 'AP-TESTREF',
        corporateId: demoId,
        kind: 'ride',
        requestedByName: 'x',
        passengerName: 'x',
        groupName: 'x',
        violations: [],
        originAddress: 'x',
        destinationAddress: 'x',
        serviceTypeId: 'economy',
        estimateCents: 100,
        expiresAt: new Date(),
      })
      .returning();
    expected.approval = [approval!.id, /^AP-TESTREF$/];
    const [apiKey] = await db
      .insert(apiKeys)
      .values({
        corporateId: demoId,
        name: 'Tienda en línea',
        tokenHash: 'x'.repeat(64),
        shown: 'tk_live_abcd…',
        scopes: ['orders:read'],
      })
      .returning();
    expected.api_key = [apiKey!.id, /^Tienda en línea · tk_live_abcd…$/];
    const [hook] = await db
      .insert(webhookEndpoints)
      .values({
        corporateId: demoId,
        url: 'https://tienda.example.com/webhooks',
        events: ['order.created'],
        secret: 'whsec_x',
      })
      .returning();
    expected.webhook_endpoint = [hook!.id, /^https:\/\/tienda\.example\.com\/webhooks$/];
    // every kind the log can read is here
    expect(Object.keys(expected).sort()).toEqual(Object.keys(AUDIT_REF_SQL).sort());

    for (const [entity, [id]] of Object.entries(expected)) {
      await recordAudit(db, {
        actor: { corporateId: demoId, adminId: null, ip: '10.1.1.1' },
        action: 'profile_updated',
        entity,
        entityId: id,
      });
    }
    for (const entity of AUDIT_REF_AS_IS) {
      await recordAudit(db, {
        actor: { corporateId: demoId, adminId: null, ip: '10.1.1.1' },
        action: 'profile_updated',
        entity,
        entityId: entity === 'fare' ? 'caracas/economy' : '2026-01-05',
      });
    }
    const [company, provider] = [await activity(), await consoleLog()];
    for (const entries of [company, provider]) {
      const row = (entity: string) =>
        entries.find((e) => e.entity === entity && e.action === 'profile_updated');
      for (const [entity, [, ref]] of Object.entries(expected)) {
        expect(row(entity)?.entity_ref, entity).toMatch(ref);
        expect(row(entity)!.entity_ref, entity).not.toMatch(UUID);
      }
      for (const entity of AUDIT_REF_AS_IS) expect(row(entity)?.entity_ref).toBeTruthy();
    }
  });
});

describe('a team member’s rows name the member', () => {
  it('login, a booking and a recurring trip by the coordinator', async () => {
    const trip = await tripsApi(t, coordinator, 'es').create({
      passenger: { type: 'guest', name: 'Invitada Quince', phone: '4141234567' },
      origin: plazaBolivar,
      destination: altamira,
      service_type_id: 'economy',
      reason: 'Reunión',
    });
    expect(trip.statusCode, trip.body).toBe(201);
    const recurring = await settle(
      t,
      t.app.inject({
        method: 'POST',
        url: '/api/corporate/recurring',
        headers: auth(coordinator),
        payload: {
          trip: {
            passenger: { type: 'guest', name: 'Ruta Mariela', phone: '4141234567' },
            origin: plazaBolivar,
            destination: altamira,
            service_type_id: 'economy',
            reason: 'Ruta diaria',
          },
          weekdays: [1, 3, 5],
          time: '08:00',
        },
      }),
    );
    expect(recurring.statusCode, recurring.body).toBe(201);

    const mine = await t.handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.memberId, memberId), isNotNull(auditLog.memberId)));
    const actions = new Set(mine.map((r) => r.action));
    expect([...actions]).toEqual(expect.arrayContaining(['login']));
    expect(mine.length).toBeGreaterThanOrEqual(3);

    const company = (await activity()).filter((e) => e.member?.name === memberName);
    const provider = (await consoleLog()).filter((e) => e.actor_name === memberName);
    for (const rows of [company, provider]) {
      // every row the member's session wrote, named for the member, none for the company
      expect(new Set(rows.map((e) => e.action))).toEqual(actions);
      for (const e of rows) expect(e.entity_ref ?? '', e.action).not.toMatch(UUID);
    }
    for (const e of provider) expect(e.actor_email).not.toBe('demo@trayecto.test');
    const booked = company.find((e) => e.entity === 'trip');
    expect(booked?.entity_ref).toBe(trip.json().data.unique_id);
    expect(company.find((e) => e.entity === 'recurring_trip')?.entity_ref).toBe(
      'Ruta Mariela · 08:00',
    );
  });
});
