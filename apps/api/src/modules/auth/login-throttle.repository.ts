import { and, eq, sql } from 'drizzle-orm';
import { loginFailures, loginThrottle, type DbOrTx } from '@trayecto/db';

type Rows<T> = { rows: T[] };
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const ms = (expr: ReturnType<typeof sql>) => sql`(extract(epoch from ${expr}) * 1000)::float8`;

export type ThrottleState = {
  /** when the address reached its limit (its maxIp-th newest failure), or null when under it */
  ipFullAt: number | null;
  pairFullAt: number | null;
  emailFailures: number;
  pairFailures: number;
  /**
   * the account of this e-mail has signed in from this address since `knownSince`: the company's
   * own login, a team member or a console admin (every login has the same exemption)
   */
  known: boolean;
};

/**
 * Everything the throttle needs, in one statement, and the same statement whether or not the
 * e-mail belongs to an account (the answer must not tell). Counts stop at 64: the delay is
 * capped long before.
 */
export async function throttleState(
  db: DbOrTx,
  q: { email: string; ip: string; since: Date; knownSince: Date; maxIp: number; maxPair: number },
): Promise<ThrottleState> {
  const recent = sql`created_at > ${ts(q.since)}`;
  const byIp = sql`ip = ${q.ip} and ${recent}`;
  const byEmail = sql`email = ${q.email} and ${recent}`;
  const byPair = sql`email = ${q.email} and ip = ${q.ip} and ${recent}`;
  const nth = (where: ReturnType<typeof sql>, n: number) =>
    ms(
      sql`(select created_at from login_failures where ${where} order by created_at desc offset ${n - 1} limit 1)`,
    );
  const since = sql`s.ip = ${q.ip} and s.created_at > ${ts(q.knownSince)}`;
  const count = (where: ReturnType<typeof sql>) =>
    sql`(select count(*) from (select 1 from login_failures where ${where} limit 64) f)::int`;
  const result = (await db.execute(sql`
    select ${nth(byIp, q.maxIp)} as "ipFullAt",
           ${nth(byPair, q.maxPair)} as "pairFullAt",
           ${count(byEmail)} as "emailFailures",
           ${count(byPair)} as "pairFailures",
           (exists (select 1 from sessions s join corporates c on c.id = s.corporate_id
                    where c.email = ${q.email} and s.member_id is null and s.admin_id is null
                      and ${since})
            or exists (select 1 from sessions s join corporate_members m on m.id = s.member_id
                       where m.email = ${q.email} and ${since})
            or exists (select 1 from sessions s join admins a on a.id = s.admin_id
                       where a.email = ${q.email} and s.corporate_id is null and ${since})
           ) as "known"
  `)) as unknown as Rows<ThrottleState>;
  return result.rows[0]!;
}

/**
 * Reserves the next turn of `key`: one `spacingMs` after the previous turn (or after now), unless
 * that is more than `maxHoldMs` away. Atomic, so concurrent attempts on any instance queue up
 * instead of passing together. Answers the instant of the turn, or null when it is too far.
 */
export async function reserveTurn(
  db: DbOrTx,
  q: { key: string; now: Date; spacingMs: number; maxHoldMs: number },
): Promise<number | null> {
  const spacing = sql`make_interval(secs => ${q.spacingMs / 1000}::float8)`;
  const next = sql`greatest(${loginThrottle.until}, ${ts(q.now)}) + ${spacing}`;
  const rows = await db
    .insert(loginThrottle)
    .values({ key: q.key, until: new Date(q.now.getTime() + q.spacingMs) })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: { until: next },
      setWhere: sql`${next} <= ${ts(new Date(q.now.getTime() + q.maxHoldMs))}`,
    })
    .returning({ until: loginThrottle.until });
  return rows[0] ? rows[0].until.getTime() : null;
}

/** When the next turn of `key` would be, for a refused caller's Retry-After. */
export async function nextTurn(db: DbOrTx, key: string, now: Date, spacingMs: number) {
  const result = (await db.execute(sql`
    select ${ms(sql`greatest(until, ${ts(now)}) + make_interval(secs => ${spacingMs / 1000}::float8)`)} as "at"
    from login_throttle where key = ${key}
  `)) as unknown as Rows<{ at: number }>;
  return result.rows[0]?.at ?? now.getTime() + spacingMs;
}

export async function recordLoginFailure(db: DbOrTx, email: string, ip: string, now: Date) {
  await db.insert(loginFailures).values({ email, ip, createdAt: now });
}

/** A successful sign-in forgets its own address's failures, not other addresses'. */
export async function clearPairFailures(db: DbOrTx, email: string, ip: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}

/** A password reset (the owner proved the mailbox) starts the e-mail afresh. */
export async function clearEmailFailures(db: DbOrTx, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

export async function countEmailFailures(db: DbOrTx, email: string, since: Date) {
  const result = (await db.execute(
    sql`select count(*)::int as n from login_failures where email = ${email} and created_at > ${ts(since)}`,
  )) as unknown as Rows<{ n: number }>;
  return result.rows[0]?.n ?? 0;
}

/**
 * Claims the warning of a burst: true when no burst of this key is running (none, or it ended
 * before `at`); then the burst runs until `until`. Otherwise the running burst is extended.
 */
export async function claimBurst(db: DbOrTx, key: string, at: Date, until: Date) {
  const claimed = await db
    .insert(loginThrottle)
    .values({ key, until })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: { until },
      setWhere: sql`${loginThrottle.until} <= ${ts(at)}`,
    })
    .returning({ key: loginThrottle.key });
  if (claimed.length > 0) return true;
  await db
    .update(loginThrottle)
    .set({ until: sql`greatest(${loginThrottle.until}, ${ts(until)})` })
    .where(eq(loginThrottle.key, key));
  return false;
}

/** Turns and bursts long over (kept small: every failure's background job calls it). */
export async function pruneThrottle(db: DbOrTx, before: Date) {
  await db.delete(loginThrottle).where(sql`${loginThrottle.until} < ${ts(before)}`);
}
