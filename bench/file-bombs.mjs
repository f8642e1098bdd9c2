// Files that inflate without bound, sent to the batch booking's preview on a running server: XLSX
// whose one cell inflates to 100, 200 and 300 MiB (one at a time, then five at once), and one whose
// zip lies about that size. Each must be refused (413) in well under a second while the server's
// resident memory stays flat; another company's request timed meanwhile must not wait.
import { zipSync } from 'fflate';
import { startApiServer } from '../scripts/lib/server-harness.mjs';
import { createRssSampler } from './lib/soak-rss.mjs';
import { mib } from './lib/percentiles.mjs';

const DEMO = { email: 'demo@trayecto.test', password: 'Demo1234!' };
const MiB = 1024 * 1024;

/** A minimal XLSX whose sheet holds one inline cell of `size` letters, deflated at level 9. */
function bomb(size, { lie = false } = {}) {
  const sheet = Buffer.concat([
    Buffer.from(
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>',
    ),
    Buffer.alloc(size, 'A'),
    Buffer.from('</t></is></c></row></sheetData></worksheet>'),
  ]);
  const zip = Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': Buffer.from('<Types/>'),
        'xl/workbook.xml': Buffer.from('<workbook/>'),
        'xl/worksheets/sheet1.xml': sheet,
      },
      { level: 9 },
    ),
  );
  if (lie) {
    // the central directory and the local header say the sheet is 4 KB
    for (let i = 0; i + 46 < zip.length; i++) {
      const sig = zip.readUInt32LE(i);
      if (sig === 0x02014b50) zip.writeUInt32LE(4096, i + 24);
      if (sig === 0x04034b50) zip.writeUInt32LE(4096, i + 22);
    }
  }
  return zip;
}

async function send(baseUrl, token, zip) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/corporate/trips/batch/preview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ file_name: 'bomba.xlsx', content_base64: zip.toString('base64') }),
  });
  const body = await res.json();
  return { status: res.status, code: body.error_code, ms: performance.now() - started };
}

export const benchmark = {
  name: 'file-bombs',
  order: 60,
  async run(ctx) {
    const server = await startApiServer({
      env: { DATABASE_URL: '', REDIS_URL: '', DEMO_SEED: 'true', LOG_LEVEL: 'warn' },
    });
    const rows = [];
    try {
      const login = await fetch(`${server.baseUrl}/api/corporate/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO),
      });
      const { token } = await login.json();
      const cases = [
        ['100 MiB cell', bomb(100 * MiB), 1],
        ['200 MiB cell', bomb(200 * MiB), 1],
        ['300 MiB cell', bomb(300 * MiB), 1],
        ['300 MiB cell, size lied', bomb(300 * MiB, { lie: true }), 1],
        ['300 MiB cell, five at once', bomb(300 * MiB), 5],
      ];
      for (const [label, zip, parallel] of cases) {
        ctx.log(`sending ${label}`);
        const rss = createRssSampler(server.child.pid, 20);
        const before = rss.last();
        const started = performance.now();
        const answers = await Promise.all(
          Array.from({ length: parallel }, () => send(server.baseUrl, token, zip)),
        );
        const wallMs = performance.now() - started;
        rss.stop();
        const peak = Math.max(...rss.samples.map((s) => s.rss));
        rows.push({
          target: label,
          zipKiB: Math.round(zip.length / 1024),
          answers: [...new Set(answers.map((a) => `${a.status} ${a.code}`))].join(', '),
          slowestMs: Math.round(Math.max(...answers.map((a) => a.ms))),
          wallMs: Math.round(wallMs),
          rssRiseMiB: mib(peak - before),
        });
      }
    } finally {
      await server.stop();
    }
    return {
      data: rows,
      tables: [
        {
          title: 'Zip bombs sent to the batch preview (one server on PGlite, demo data)',
          columns: [
            { key: 'target', label: 'file' },
            { key: 'zipKiB', label: 'zip KiB', align: 'right' },
            { key: 'answers', label: 'answers' },
            { key: 'slowestMs', label: 'slowest ms', align: 'right' },
            { key: 'wallMs', label: 'all ms', align: 'right' },
            { key: 'rssRiseMiB', label: 'RSS rise MiB', align: 'right' },
          ],
          rows,
        },
      ],
    };
  },
};
