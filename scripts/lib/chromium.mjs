// Which Chromium the end-to-end tests drive: Playwright's own build when it has been
// downloaded, else the distribution's /usr/bin/chromium. We never download a browser.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_INSTALL_HINT =
  'No Chromium found. Install it with: apt-get install -y chromium';

/** The path of a usable Chromium, or undefined when there is none. */
export function findChromium() {
  try {
    const { chromium } = require('playwright-core');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // playwright-core missing or without a browser registry: fall through.
  }
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  return undefined;
}

/** Flags for headless Chromium on a closed network, as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** pdftotext (poppler-utils): the journeys read back the PDFs they download (invoices, notes). */
export const PDFTOTEXT_INSTALL_HINT =
  'No pdftotext found. Install it with: apt-get install -y poppler-utils';
export function findPdftotext() {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(`${dir}/pdftotext`)) return `${dir}/pdftotext`;
  }
  return undefined;
}
