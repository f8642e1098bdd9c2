// Starts what the journeys need, once per run: a real SMTP server capturing mail, and the real
// server (node --import tsx apps/api/src/server.ts) on a free port with a fresh data folder and demo data; on
// PostgreSQL (DATABASE_URL set) a fresh database created for the run and dropped after.
// The server serves a copy of apps/web/dist taken at the start, so a rebuild during the run
// cannot pull files from under the journeys. The returned function is Playwright's teardown.
import {
  appendFileSync,
  cpSync,
  existsSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import {
  ROOT,
  createTempDatabase,
  freePort,
  startApiServer,
} from '../../../scripts/lib/server-harness.mjs';
import { writeBasemapFixture } from '../../api/test/support/basemap-fixture.ts';
import { startMailCapture } from './support/mail-capture.ts';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const work = mkdtempSync(join(tmpdir(), 'trayecto-e2e-'));
  const mailFile = join(work, 'mails.json');
  const logFile = join(work, 'server.log');
  writeFileSync(logFile, '');
  const cleanups: Array<() => Promise<void>> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => console.error(e));
    const outputDir = config.projects[0]?.outputDir;
    if (outputDir) {
      mkdirSync(outputDir, { recursive: true });
      copyFileSync(logFile, join(outputDir, 'server.log'));
    }
    rmSync(work, { recursive: true, force: true });
  };

  try {
    const dist = join(ROOT, 'apps/web/dist');
    if (!existsSync(join(dist, 'index.html'))) {
      throw new Error('apps/web/dist is missing: run `npm run build -w apps/web` (npm test does).');
    }
    const webDist = join(work, 'web');
    cpSync(dist, webDist, { recursive: true });

    const smtp = await startMailCapture(mailFile);
    cleanups.push(smtp.close);

    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const db = await createTempDatabase(process.env.DATABASE_URL, 'e2e');
      cleanups.push(db.drop);
      databaseUrl = db.url;
    }

    // a small PMTiles basemap of central Caracas, streamed by the server like a real extract
    const basemap = join(work, 'basemap.pmtiles');
    writeBasemapFixture(basemap);

    const port = await freePort();
    const server = await startApiServer({
      env: {
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DEMO_SEED: 'true',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Trayecto Empresas <no-reply@trayecto.test>',
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
        WEB_DIST: webDist,
        MAP_PMTILES_PATH: basemap,
        // the trips journeys watch a booked trip complete: a fast simulated fleet that neither
        // fails dispatch nor has drivers cancel (trips.spec.ts starts its own server for that)
        SIM_SPEED: process.env.E2E_SIM_SPEED ?? '60',
        SIM_FAILURE_RATE: '0',
        SIM_CANCEL_RATE: '0',
        // the money-in journey watches a pago móvil verified by the demo bank: its books are on time
        DEMO_BANK_LATE_SHARE: '0',
      },
      log: (chunk) => appendFileSync(logFile, chunk),
      // a machine busy with other work may take longer to start it (default 90 s)
      ...(Number(process.env.E2E_HEALTH_TIMEOUT_MS) > 0 && {
        healthTimeoutMs: Number(process.env.E2E_HEALTH_TIMEOUT_MS),
      }),
    });
    cleanups.push(server.stop);

    process.env.E2E_BASE_URL = server.baseUrl;
    // trips.spec.ts starts a second server (drivers that always cancel) on the same snapshot
    process.env.E2E_WEB_DIST = webDist;
    process.env.E2E_MAIL_FILE = mailFile;
    console.log(`[e2e] server ${server.baseUrl} ready in ${Math.round(server.healthyMs)} ms`);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
