import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MULTISTOP_MAX_STOPS,
  QUOTE_EARLIEST_AHEAD_MIN,
  errorMessage,
  type ErrorCode,
} from '@trayecto/contracts';
import { corporates, multistopQuotes } from '@trayecto/db';
import { login } from '../../../test/helpers.ts';
import {
  altamira,
  setupTrips,
  type Faults,
  type TripsContext,
} from '../trips/trips-test-helpers.ts';
import {
  askPriced,
  minutesFrom,
  quoteBody,
  quotesApi,
  sabanaGrande,
} from './quotes-test-helpers.ts';

// Multistop quotes' rules (issue 9): every bad input refused with its catalogue message and
// nothing written; masters and companies without multi-stops refused; another company's quote is
// a 404 everywhere; the list's tabs, counts, search, cursor and CSV. The run itself is in
// quotes.test.ts, the expiry across restarts in quotes.expiry.test.ts.

let t: TripsContext & { faults: Faults };
let demo: { token: string; _id: string };
let otra: { token: string; _id: string };
let api: ReturnType<typeof quotesApi>;

const quoteRows = async () => (await t.handle.db.select().from(multistopQuotes)).length;
const pricedQuote = (extra: Record<string, unknown> = {}) => askPriced(t, api, extra);

beforeAll(async () => {
  t = await setupTrips({ deskDeclineRate: 0 });
  demo = await login(t.app, 'demo@trayecto.test');
  otra = await login(t.app, 'otra@trayecto.test');
  api = quotesApi(t, demo.token);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('bad input changes nothing', () => {
  const cases: [string, (b: Record<string, unknown>) => Record<string, unknown>, number, string][] =
    [
      [
        '9 minutes ahead',
        (b) => ({ ...b, scheduled_at: minutesFrom(t, 9) }),
        400,
        'quote_too_soon',
      ],
      // SPEC's 10 minutes would expire on arrival (unapproved quotes expire 15 before): refused
      // with the minimum applied
      [
        '12 minutes ahead',
        (b) => ({ ...b, scheduled_at: minutesFrom(t, 12) }),
        400,
        'quote_too_soon',
      ],
      [
        'half an hour ago',
        (b) => ({ ...b, scheduled_at: minutesFrom(t, -30) }),
        400,
        'quote_too_soon',
      ],
      [
        'an hour ago',
        (b) => ({ ...b, scheduled_at: minutesFrom(t, -60) }),
        400,
        'scheduled_in_past',
      ],
      ['no time', ({ scheduled_at: _, ...b }) => b, 400, 'field_required'],
      [
        'one stop too many',
        (b) => ({
          ...b,
          stops: Array.from({ length: MULTISTOP_MAX_STOPS + 1 }, (_, i) =>
            i % 2 ? altamira : sabanaGrande,
          ),
        }),
        400,
        'max_stops',
      ],
      ['one stop', (b) => ({ ...b, stops: [altamira] }), 400, 'multistop_min_stops'],
      [
        'the same place twice in a row',
        (b) => ({ ...b, stops: [altamira, altamira] }),
        400,
        'same_origin_destination',
      ],
      [
        'a bad service type',
        (b) => ({ ...b, service_type_id: 'rocket' }),
        400,
        'service_type_invalid',
      ],
      [
        'a guest without phone',
        (b) => ({ ...b, passenger: { type: 'guest', name: 'X' } }),
        400,
        'field_required',
      ],
      [
        'an unknown collaborator',
        (b) => ({
          ...b,
          passenger: { type: 'payroll', user_id: '00000000-0000-4000-8000-000000000000' },
        }),
        404,
        'not_found',
      ],
      ['a note too long', (b) => ({ ...b, comment: 'x'.repeat(301) }), 400, 'too_long'],
    ];
  for (const [name, change, status, code] of cases) {
    it(name, async () => {
      const before = await quoteRows();
      const res = await api.create(change(quoteBody(t)));
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error_code).toBe(code);
      // the message in the caller's language with the rule's numbers
      const params = {
        min: code === 'multistop_min_stops' ? 2 : QUOTE_EARLIEST_AHEAD_MIN,
        max: 300,
      };
      expect(res.json().message).toBe(errorMessage(code as ErrorCode, 'en', params));
      expect(await quoteRows()).toBe(before);
    });
  }

  it('accepts the minimum it states: QUOTE_EARLIEST_AHEAD_MIN ahead, not yet expired', async () => {
    const res = await api.create({
      ...quoteBody(t),
      scheduled_at: minutesFrom(t, QUOTE_EARLIEST_AHEAD_MIN + 0.5),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(new Date(res.json().data.expires_at).getTime()).toBeGreaterThan(t.clock.now().getTime());
  });

  it('the max-stops message is the spec’s, word for word', async () => {
    const res = await api.create({
      ...quoteBody(t),
      stops: [sabanaGrande, altamira, sabanaGrande, altamira, sabanaGrande, altamira],
    });
    expect(res.json().message).toBe("You've reached the maximum of allowed stops");
  });

  it('needs an Idempotency-Key', async () => {
    const res = await api.create(quoteBody(t), null);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('idempotency_key_required');
  });

  it('a company without multi-stops, and a master, are refused', async () => {
    const other = quotesApi(t, otra.token);
    expect((await other.create(quoteBody(t))).statusCode).toBe(403);
    expect((await other.get('/api/corporate/quotes')).statusCode).toBe(403);
    const master = await login(t.app, 'master@trayecto.test');
    expect((await quotesApi(t, master.token).get('/api/corporate/quotes')).statusCode).toBe(403);
  });
});

describe("another company's quote", () => {
  it('is a 404 on every route, and nothing of it changes', async () => {
    const quote = await pricedQuote();
    await t.handle.db
      .update(corporates)
      .set({ isActiveMultiStops: true })
      .where(eq(corporates.id, otra._id));
    try {
      const other = quotesApi(t, otra.token);
      for (const res of [
        await other.get(`/api/corporate/quotes/${quote._id}`),
        await other.approve(quote._id),
        await other.deny(quote._id, { reason_id: 'other' }),
        await other.cancel(quote._id, { reason_id: 'other' }),
        await other.get('/api/corporate/quotes/not-a-uuid'),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().error_code).toBe('not_found');
      }
      const list = (await other.get('/api/corporate/quotes')).json().data;
      expect(list.quotes).toHaveLength(0);
      expect((await api.quote(quote._id)).status).toBe('waiting_for_approval');
    } finally {
      await t.handle.db
        .update(corporates)
        .set({ isActiveMultiStops: false })
        .where(eq(corporates.id, otra._id));
    }
  }, 120_000);
});

describe('the list', () => {
  it('tabs with counts, search by passenger, CSV', async () => {
    // more quotes than one page of two, whatever ran before in this file
    await pricedQuote();
    await pricedQuote();
    await pricedQuote({
      passenger: { type: 'guest', name: 'Búsqueda Única', phone: '4141112234' },
    });
    const all = (await api.get('/api/corporate/quotes')).json().data;
    expect(all.counts.all).toBe(await quoteRows());
    expect(all.counts.waiting_for_approval).toBeGreaterThan(0);
    const waiting = (await api.get('/api/corporate/quotes?tab=waiting_for_approval')).json().data;
    expect(
      waiting.quotes.every((q: { status: string }) => q.status === 'waiting_for_approval'),
    ).toBe(true);
    expect(waiting.quotes).toHaveLength(all.counts.waiting_for_approval);
    const found = (await api.get('/api/corporate/quotes?q=%C3%BAnica')).json().data;
    expect(found.quotes.map((q: { passenger: { name: string } }) => q.passenger.name)).toEqual([
      'Búsqueda Única',
    ]);
    expect(found.counts.all).toBe(1);
    const page = (await api.get('/api/corporate/quotes?limit=2')).json().data;
    expect(page.quotes).toHaveLength(2);
    const next = (await api.get(`/api/corporate/quotes?limit=2&cursor=${page.next_cursor}`)).json()
      .data;
    expect(next.quotes[0]._id).not.toBe(page.quotes[1]._id);
    expect(next.counts).toBeNull();
    expect((await api.get('/api/corporate/quotes?cursor=garbage')).json().error_code).toBe(
      'invalid_cursor',
    );
    const csv = await quotesApi(t, demo.token, 'es').get(
      '/api/corporate/quotes?format=csv&q=única',
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toContain('Cotización');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Esperando aprobación');
  }, 120_000);
});
