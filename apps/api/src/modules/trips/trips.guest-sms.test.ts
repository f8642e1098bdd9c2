import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { smsOutbox } from '@trayecto/db';
import { fillLinkTokens, TRIP_LINK_MARKER } from '../../lib/link-tokens.ts';
import {
  altamira,
  loginDemo,
  plazaBolivar,
  setupTrips,
  tripsApi,
  type Faults,
  type TripsContext,
} from './trips-test-helpers.ts';

// A guest passenger gets the trip's live link by SMS (issue 13, part 8), queued in the trip's
// transaction through the SMS outbox (modules/sms): none for a trip the provider refused.

let t: TripsContext & { faults: Faults };
let token: string;
const guest = { type: 'guest', name: 'Invitada SMS', phone: '4125550777' } as const;
const body = {
  passenger: guest,
  origin: plazaBolivar,
  destination: altamira,
  service_type_id: 'economy',
};

beforeAll(async () => {
  t = await setupTrips({ driversPerCity: 20 });
  token = (await loginDemo(t)).token;
});
afterAll(() => t?.close());

describe('the guest SMS', () => {
  it("queues the guest's live link with the trip, and none for a trip the provider refused", async () => {
    const api = tripsApi(t, token);
    const res = await api.create(body);
    expect(res.statusCode, res.body).toBe(201);
    const trip = res.json().data;
    const rows = await t.handle.db.select().from(smsOutbox).where(eq(smsOutbox.to, guest.phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ orderId: trip._id });
    // the outbox keeps a marker; the relay writes the link's token in as it posts
    expect(rows[0]!.text).toBe(
      `Trayecto: le solicitaron un viaje. Siga a su conductor en vivo: ${t.config.publicUrl}/trip-info/${TRIP_LINK_MARKER}`,
    );
    expect(fillLinkTokens(rows[0]!.text, t.config.linkTokenKey, trip._id)).toBe(
      `Trayecto: le solicitaron un viaje. Siga a su conductor en vivo: ${t.config.publicUrl}/trip-info/${trip.share_token}`,
    );
    t.faults.dispatch = 1;
    const refused = await api.create({ ...body, passenger: { ...guest, phone: '4125550778' } });
    expect(refused.statusCode).toBe(502);
    expect(
      await t.handle.db.select().from(smsOutbox).where(eq(smsOutbox.to, '4125550778')),
    ).toEqual([]);
  });
});
