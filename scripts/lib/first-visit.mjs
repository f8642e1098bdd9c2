// What a first visit to a page downloads, measured in the browser: a fresh browser context (an
// empty HTTP cache), the page opened and left to settle, every JavaScript file it fetched
// (entry, modulepreloads, lazy chunks, workers) counted once: its body as it travelled (the
// bytes the server sent, Brotli for Chromium), and as the build's Brotli (best quality) and gzip
// (level 9) copies of it weigh (apps/web/build/precompress.ts), so figures compare across
// servers. Used by the bundle benchmark (bench/bundle.mjs) and by the budget journey
// (apps/web/e2e/first-visit-budget.spec.ts).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const isJs = (url) => /\.m?js$/.test(new URL(url).pathname);

/**
 * Opens `url` in a new context of `browser` (with `storageState` when given: a signed-in visit)
 * and resolves, once the boot spinner is gone and the network is quiet (at most `settleMs`),
 * with { path, scripts: [{ url, raw, gzip }], jsRaw, jsGzip } (bytes; `path` is where the
 * page ended, after any redirect).
 */
export async function measureFirstVisit(browser, url, { storageState, settleMs = 10_000 } = {}) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    const page = await context.newPage();
    const bodies = new Map();
    page.on('response', (response) => {
      const at = response.url();
      if (!isJs(at) || bodies.has(at) || response.status() >= 300) return;
      bodies.set(
        at,
        Promise.all([response.body(), response.request().sizes()]).catch(() => null),
      );
    });
    await page.goto(url);
    await page.locator('#boot').waitFor({ state: 'detached', timeout: 30_000 });
    // a live page (running trips) may never go quiet: settle, then count what came
    await page.waitForLoadState('networkidle', { timeout: settleMs }).catch(() => undefined);
    const scripts = [];
    for (const [at, pending] of bodies) {
      const answered = await pending;
      if (!answered) continue;
      const [body, sizes] = answered;
      scripts.push({
        url: new URL(at).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        br: brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }).length,
        wire: sizes.responseBodySize,
      });
    }
    scripts.sort((a, b) => b.wire - a.wire);
    const total = (key) => scripts.reduce((sum, s) => sum + s[key], 0);
    return {
      path: new URL(page.url()).pathname,
      scripts,
      jsRaw: total('raw'),
      jsGzip: total('gzip'),
      jsBr: total('br'),
      jsWire: total('wire'),
    };
  } finally {
    await context.close();
  }
}
