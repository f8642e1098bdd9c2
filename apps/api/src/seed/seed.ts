import { eq, sql } from 'drizzle-orm';
import { DEFAULT_TIMEZONE, toCents, zonedDateString, zonedDayStart } from '@trayecto/contracts';
import {
  admins,
  corporateMembers,
  corporates,
  exchangeRates,
  ledgerTransfers,
  masterPanels,
  payrollUsers,
  type Db,
  type Tx,
} from '@trayecto/db';
import { hashPassword } from '../lib/password.ts';
import { ensureAccount, transfer } from '../modules/ledger/ledger.service.ts';
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  SEED_MEMBERS,
  SEED_ADMINS,
  SEED_CORPORATES,
  SEED_MOVEMENTS,
  SEED_PAYROLL,
  SEED_VES_PER_USD,
} from './seed-data.ts';

// Arbitrary constant: one instance seeds at a time when several start together.
const SEED_LOCK_KEY = 72_617_935;
const DAY_MS = 24 * 60 * 60 * 1000;

const emailOf = (name: string, domain: string) =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('.')}@${domain}`;

async function seedCorporates(tx: Tx, now: Date) {
  const ids: Record<string, string> = {};
  for (const c of SEED_CORPORATES) {
    const [row] = await tx
      .insert(corporates)
      .values({
        email: c.email,
        uniqueId: c.uniqueId,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        name: c.name,
        taxId: c.taxId,
        phone: c.phone,
        city: c.city,
        status: c.status,
        isActiveShipments: c.isActiveShipments,
        isActiveMultiStops: c.isActiveMultiStops,
        isCorporateMaster: c.isCorporateMaster,
        isAllowCredits: c.isAllowCredits,
        // the approved demo companies have completed onboarding; the pending one has not
        ...(c.status === 'approved'
          ? {
              fiscalName: c.name,
              fiscalAddress: c.fiscalAddress,
              invoiceEmails: [c.email],
              approvedAt: new Date(now.getTime() - 59 * DAY_MS),
              onboardedAt: new Date(now.getTime() - 59 * DAY_MS),
            }
          : {}),
        createdAt: new Date(now.getTime() - 60 * DAY_MS),
        updatedAt: now,
      })
      .returning({ id: corporates.id });
    ids[c.key] = row!.id;
  }
  return ids as Record<(typeof SEED_CORPORATES)[number]['key'], string>;
}

async function seedWallets(tx: Tx, ids: Record<string, string>, now: Date) {
  const bank = await ensureAccount(tx, { type: 'provider', code: 'bank_clearing' });
  for (const c of SEED_CORPORATES) {
    const account = await ensureAccount(
      tx,
      { type: 'corporate', corporateId: ids[c.key]! },
      { overdraftCents: toCents(c.overdraft) },
    );
    const movements = c.key === 'pending' ? [] : SEED_MOVEMENTS[c.key];
    for (const [daysAgo, dollars, kind, description] of movements) {
      const cents = toCents(dollars);
      const { transferId } = await transfer(tx, {
        corporateId: ids[c.key]!,
        kind,
        description,
        metadata: { seeded: true },
        entries: [
          { accountId: bank.id, amountCents: -cents },
          { accountId: account.id, amountCents: cents },
        ],
      });
      // Demo history: spread the movements over the past weeks.
      await tx
        .update(ledgerTransfers)
        .set({ createdAt: new Date(now.getTime() - daysAgo * DAY_MS) })
        .where(eq(ledgerTransfers.id, transferId));
    }
  }
}

/**
 * Demo accounts of ARCHITECTURE.md §3 with payroll users, wallets and past movements, plus an
 * exchange rate. One transaction under an advisory lock; does nothing when the demo corporate
 * already exists, so running it again changes nothing.
 */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx
      .select({ id: corporates.id })
      .from(corporates)
      .where(eq(corporates.email, 'demo@trayecto.test'));
    if (existing) return { seeded: false };

    const ids = await seedCorporates(tx, now);
    await tx.insert(masterPanels).values([
      { masterId: ids.master, panelId: ids.demo },
      { masterId: ids.master, panelId: ids.otra },
    ]);
    const memberHash = await hashPassword(DEMO_PASSWORD);
    await tx.insert(corporateMembers).values(
      SEED_MEMBERS.map((m, i) => ({
        corporateId: ids.demo,
        email: m.email,
        name: m.name,
        role: m.role,
        status: 'active' as const,
        passwordHash: memberHash,
        createdAt: new Date(now.getTime() - (40 - i) * DAY_MS),
        updatedAt: now,
      })),
    );
    const adminHash = await hashPassword(ADMIN_PASSWORD);
    await tx
      .insert(admins)
      .values(SEED_ADMINS.map((a) => ({ ...a, passwordHash: adminHash })))
      .onConflictDoNothing();
    for (const key of ['demo', 'otra'] as const) {
      const { domain, users } = SEED_PAYROLL[key];
      await tx.insert(payrollUsers).values(
        users.map(([name, idCard, phone, department, isActive], i) => ({
          corporateId: ids[key],
          name,
          email: emailOf(name, domain),
          phone,
          idCard,
          department,
          isActive,
          createdAt: new Date(now.getTime() - (50 - i) * DAY_MS),
          updatedAt: now,
        })),
      );
    }
    await seedWallets(tx, ids, now);
    const [rate] = await tx.select({ id: exchangeRates.id }).from(exchangeRates).limit(1);
    if (!rate) await tx.insert(exchangeRates).values(seedRateHistory(now));
    return { seeded: true };
  });
}

/** Days of dated exchange rates the demo starts with (one a day, as the central bank publishes). */
export const SEED_RATE_DAYS = 120;

/**
 * A daily bolívar rate for the last SEED_RATE_DAYS days, ending at SEED_VES_PER_USD today, so
 * every seeded operation (past trips included) is shown at the rate of its own date. Each is in
 * force from its Caracas day's first minute, as one finance sets (one rate per day).
 */
export function seedRateHistory(now: Date) {
  const today = Number(SEED_VES_PER_USD);
  return Array.from({ length: SEED_RATE_DAYS }, (_, i) => {
    const daysAgo = SEED_RATE_DAYS - 1 - i;
    // about 0.12% a day, the pace of the official rate in 2025-2026
    const rate = today / (1 + 0.0012 * daysAgo);
    return {
      currency: 'VES',
      rate: rate.toFixed(6),
      effectiveAt: zonedDayStart(
        zonedDateString(new Date(now.getTime() - daysAgo * DAY_MS), DEFAULT_TIMEZONE),
        DEFAULT_TIMEZONE,
      ),
    };
  });
}
