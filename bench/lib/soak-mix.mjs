// The request mix of bench/soak.mjs, as demo@trayecto.test: mostly reads, some bookings and
// balance moves. Bodies follow packages/contracts/src/trip-api.ts (createTripBodySchema) and
// payroll.ts (payrollBalanceBodySchema). Every POST carries a fresh Idempotency-Key.
import { randomUUID } from 'node:crypto';

const PLACES = [
  { address: 'Plaza Bolívar de Caracas', lat: 10.5061, lng: -66.9146 },
  { address: 'Universidad Central de Venezuela', lat: 10.4905, lng: -66.8904 },
  { address: 'Centro Comercial El Recreo', lat: 10.4978, lng: -66.8769 },
  { address: 'Plaza Altamira', lat: 10.4962, lng: -66.8494 },
  { address: 'Centro Ciudad Comercial Tamanaco (CCCT)', lat: 10.485, lng: -66.858 },
  { address: 'Parque del Este Generalísimo Francisco de Miranda', lat: 10.4935, lng: -66.839 },
];
const SERVICE_TYPES = ['economy', 'comfort'];
/** dollars per balance move */
const MOVE_AMOUNT = 1;

/** Weights in percent; read-heavy, as a panel is. */
export const MIX_WEIGHTS = {
  'GET /me': 25,
  'GET /trips?scope=running': 15,
  'GET /trips?scope=history': 15,
  'GET /wallet': 20,
  'POST /users/:id/balance': 15,
  'POST /trips': 5,
};

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * next() → {op, send}. Balance moves give $1 to a collaborator or take back $1 that the bench
 * gave before (and was answered 2xx), so no take ever needs more than the bench put there: a
 * 422 insufficient_balance on a take is a server fault, not the bench's.
 */
export function createMix(request, token, userIds) {
  const auth = { 'access-token': token };
  const given = new Map(userIds.map((id) => [id, 0]));
  const get = (path) => () => request('GET', `/api/corporate${path}`, { headers: auth });
  const post = (path, body) =>
    request('POST', `/api/corporate${path}`, {
      headers: { ...auth, 'idempotency-key': randomUUID() },
      body,
    });

  const move = async () => {
    const id = pick(userIds);
    const take = given.get(id) >= MOVE_AMOUNT && Math.random() < 0.5;
    if (take) given.set(id, given.get(id) - MOVE_AMOUNT);
    const res = await post(`/users/${id}/balance`, {
      amount: MOVE_AMOUNT,
      direction: take ? 'take' : 'give',
    });
    const ok = res.status === 200 || res.status === 201;
    // A take is put back only when the server said no; after a timeout it may have happened.
    // A give counts only once answered 2xx. So a take never asks for more than is there.
    const refused = typeof res.status === 'number' && res.status >= 400;
    if (take && refused) given.set(id, given.get(id) + MOVE_AMOUNT);
    if (!take && ok) given.set(id, given.get(id) + MOVE_AMOUNT);
    return res;
  };
  const book = () => {
    const origin = pick(PLACES);
    let destination = pick(PLACES);
    while (destination === origin) destination = pick(PLACES);
    return post('/trips', {
      passenger: { type: 'guest', name: 'Pasajero Bench', phone: '4141234567' },
      origin,
      destination,
      service_type_id: pick(SERVICE_TYPES),
    });
  };
  const senders = {
    'GET /me': get('/me'),
    'GET /trips?scope=running': get('/trips?scope=running&limit=20'),
    'GET /trips?scope=history': get('/trips?scope=history&limit=20'),
    'GET /wallet': get('/wallet'),
    'POST /users/:id/balance': move,
    'POST /trips': book,
  };
  const table = Object.entries(MIX_WEIGHTS);
  const sum = table.reduce((n, [, w]) => n + w, 0);
  return () => {
    let r = Math.random() * sum;
    for (const [op, w] of table) {
      r -= w;
      if (r < 0) return { op, send: senders[op] };
    }
    return { op: table[0][0], send: senders[table[0][0]] };
  };
}
