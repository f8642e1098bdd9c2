import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, setupApp, type TestContext } from './helpers.ts';

// Every list filtered by a date range refuses an end before its start, with the error on the
// end field, instead of answering an empty list as if nothing had happened.

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await setupApp();
  token = (await login(t.app, 'demo@trayecto.test')).token;
});
afterAll(() => t?.close());

const reversed = [
  ['/api/corporate/trips?scope=history&from=2026-11-20T00:00:00Z&to=2026-11-10T00:00:00Z', 'to'],
  ['/api/corporate/wallet/operations?from=2026-11-20T00:00:00Z&to=2026-11-10T00:00:00Z', 'to'],
  ['/api/admin/v2/corporate/dashboard?startDate=2026-11-30&endDate=2026-11-01', 'endDate'],
] as const;

describe('date ranges', () => {
  it.each(reversed)('%s answers 400 date_range_reversed on the end', async (url, field) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...auth(token), 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_code: 'date_range_reversed',
      message: 'La fecha final es anterior a la inicial',
      fields: { [field]: 'La fecha final es anterior a la inicial' },
    });
  });

  it('takes a one-day range (start and end on the same instant)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/corporate/wallet/operations?from=2026-11-10T00:00:00Z&to=2026-11-10T00:00:00Z',
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
  });
});
