import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Place } from '@trayecto/contracts';
import { multistopQuotes } from '@trayecto/db';
import { auth, type TestContext } from '../../../test/helpers.ts';
import { altamira, newKey, plazaBolivar, runUntil, settle } from '../trips/trips-test-helpers.ts';

// What the quote tests share: a three-stop route in Caracas, a valid body each test changes one
// field of, and the calls of the quotes API.

export const sabanaGrande: Place = { address: 'Sabana Grande', lat: 10.4967, lng: -66.8786 };
export const lasMercedes: Place = { address: 'Las Mercedes', lat: 10.4806, lng: -66.8581 };

export const minutesFrom = (t: TestContext, min: number) =>
  new Date(t.clock.now().getTime() + min * 60_000).toISOString();

/** A valid POST /quotes body: a guest through three stops, an hour from now. */
export function quoteBody(t: TestContext, extra: Record<string, unknown> = {}) {
  return {
    passenger: { type: 'guest', name: 'Invitada Multiparada', phone: '4141112233' },
    origin: plazaBolivar,
    stops: [sabanaGrande, lasMercedes, altamira],
    service_type_id: 'economy',
    comment: 'Esperar en cada parada',
    scheduled_at: minutesFrom(t, 60),
    ...extra,
  };
}

export function quotesApi(t: TestContext, token: string, lang = 'en') {
  const headers = (extra: Record<string, string> = {}) => ({
    ...auth(token),
    'accept-language': lang,
    ...extra,
  });
  const post = (url: string, payload?: unknown, key: string | null = newKey()) =>
    settle(
      t,
      t.app.inject({
        method: 'POST',
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
        headers: headers(key ? { 'idempotency-key': key } : {}),
      }),
    );
  return {
    create: (payload: unknown, key?: string | null) => post('/api/corporate/quotes', payload, key),
    get: (url: string) => settle(t, t.app.inject({ method: 'GET', url, headers: headers() })),
    quote: async (id: string) => {
      const res = await settle(
        t,
        t.app.inject({ method: 'GET', url: `/api/corporate/quotes/${id}`, headers: headers() }),
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    approve: (id: string, key?: string) =>
      post(`/api/corporate/quotes/${id}/approve`, undefined, key),
    deny: (id: string, payload: unknown) => post(`/api/corporate/quotes/${id}/deny`, payload, null),
    cancel: (id: string, payload: unknown) =>
      post(`/api/corporate/quotes/${id}/cancel`, payload, null),
  };
}

/** The stored status of a quote (read from the database: the API's settle() moves the clock). */
export async function storedStatus(t: TestContext, id: string) {
  const [row] = await t.handle.db
    .select({ status: multistopQuotes.status })
    .from(multistopQuotes)
    .where(eq(multistopQuotes.id, id));
  return row?.status ?? null;
}

/**
 * Steps the clock to just before a quote's expiry (it must still wait for approval there), then a
 * second at a time, each step's timer work done before the next look: how long after its expiry
 * it was seen expired (ms).
 */
export async function watchExpiry(t: TestContext, id: string, expiresAt: Date) {
  await runUntil(
    t,
    () => t.clock.now().getTime() >= expiresAt.getTime() - 20_000,
    3 * 3_600_000,
    20_000,
  );
  expect(await storedStatus(t, id)).toBe('waiting_for_approval');
  while ((await storedStatus(t, id)) !== 'expired') {
    if (t.clock.now().getTime() - expiresAt.getTime() > 60_000) throw new Error('never expired');
    await t.clock.advance(1_000);
    await t.app.quoteDesk.idle();
  }
  return t.clock.now().getTime() - expiresAt.getTime();
}

/**
 * Asks for a quote and steps the clock until the desk priced it; the quote as then. The simulated
 * desk declines a route now and then (SIM_DESK_DECLINE_RATE), as a real one does: a declined
 * quote is asked again, five times at most (which random draw falls on which quote depends on
 * the database's timing, so a fixed seed does not make it the same quote on PGlite and PostgreSQL).
 */
export async function askPriced(
  t: TestContext,
  api: ReturnType<typeof quotesApi>,
  extra: Record<string, unknown> = {},
) {
  for (let attempt = 1; ; attempt++) {
    const res = await api.create(quoteBody(t, extra));
    expect(res.statusCode, res.body).toBe(201);
    const id: string = res.json().data._id;
    await runUntil(t, async () => (await api.quote(id)).status !== 'waiting', 5 * 60_000, 5_000);
    const quote = await api.quote(id);
    if (quote.status !== 'declined' || attempt >= 5) return quote;
  }
}
