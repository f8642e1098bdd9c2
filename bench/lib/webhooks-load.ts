// Run by bench/webhooks.mjs with tsx: the app in this process on embedded PGlite (demo seed), a
// local receiver, one endpoint of the demo company for every event type, then `rate` events a
// second for `seconds`, each written by queueWebhook in its own transaction as the modules do.
// Prints one JSON line: events written, delivered, duplicates, and the delivery lag (event
// written → request received) in ms.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { corporates } from '../../packages/db/src/schema/index.ts';
import { openTestDatabase } from '../../packages/db/src/test-db.ts';
import { WEBHOOK_EVENT_TYPES } from '../../packages/contracts/src/webhooks.ts';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { seedDemo } from '../../apps/api/src/seed/seed.ts';
import { queueWebhook } from '../../apps/api/src/modules/webhooks/webhook-outbox.ts';
import { login } from '../../apps/api/test/helpers.ts';

const rate = Number(process.argv[2] ?? 1000);
const seconds = Number(process.argv[3] ?? 10);

const lags: number[] = [];
const seen = new Set<string>();
let duplicates = 0;
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const id = String(req.headers['webhook-id']);
    if (seen.has(id)) duplicates++;
    seen.add(id);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as { data: { sent: number } };
    lags.push(performance.timeOrigin + performance.now() - body.data.sent);
    res.end('ok');
  });
});
await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

const handle = await openTestDatabase();
await seedDemo(handle.db, new Date());
const config = loadConfig({
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent-web-dist',
  DATA_DIR: 'memory://',
  WEBHOOKS_ALLOW_LOOPBACK: 'true',
});
const app = await buildApp({ db: handle, config });
await app.ready();
const { token } = await login(app, 'demo@trayecto.test');
const created = await app.inject({
  method: 'POST',
  url: '/api/corporate/webhooks',
  headers: { 'access-token': token },
  payload: { url, events: [...WEBHOOK_EVENT_TYPES] },
});
if (created.statusCode !== 201) throw new Error(created.body);
const [company] = await handle.db
  .select({ id: corporates.id })
  .from(corporates)
  .where(eq(corporates.email, 'demo@trayecto.test'));
const corporateId = company!.id;

// writers: `rate` transactions a second, spread evenly, each one event
let written = 0;
let writeErrors = 0;
const started = Date.now();
const total = rate * seconds;
const inflight = new Set<Promise<void>>();
for (let i = 0; i < total; i++) {
  const due = started + (i * 1000) / rate;
  const wait = due - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const p = handle.db
    .transaction((tx) =>
      queueWebhook(tx, {
        corporateId,
        type: 'order.status_changed',
        at: new Date(),
        data: { n: i, sent: performance.timeOrigin + performance.now() },
      }),
    )
    .then(
      () => {
        written++;
      },
      () => {
        writeErrors++;
      },
    )
    .finally(() => inflight.delete(p));
  inflight.add(p);
}
await Promise.all(inflight);
const writeSeconds = (Date.now() - started) / 1000;
const deadline = Date.now() + 60_000;
while (seen.size < written && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));

lags.sort((a, b) => a - b);
const at = (q: number) =>
  lags.length ? lags[Math.min(lags.length - 1, Math.ceil(q * lags.length) - 1)]! : NaN;
console.log(
  JSON.stringify({
    rate,
    seconds,
    written,
    writeErrors,
    writtenPerSecond: Math.round(written / writeSeconds),
    delivered: seen.size,
    duplicates,
    lagP50Ms: Math.round(at(0.5)),
    lagP99Ms: Math.round(at(0.99)),
    lagMaxMs: Math.round(at(1)),
  }),
);
await app.close();
await handle.close();
receiver.close();
