import type { Browser, BrowserContextOptions } from '@playwright/test';

export type FirstVisit = {
  /** where the page ended, after any redirect */
  path: string;
  /**
   * every JavaScript file fetched, largest on the wire first; sizes in bytes: raw, its gzip
   * (level 9) and Brotli (best) copies, and the body as the server sent it
   */
  scripts: { url: string; raw: number; gzip: number; br: number; wire: number }[];
  jsRaw: number;
  jsGzip: number;
  jsBr: number;
  /** what travelled: the bodies as sent, before the browser decoded them */
  jsWire: number;
};
export declare function measureFirstVisit(
  browser: Browser,
  url: string,
  options?: { storageState?: BrowserContextOptions['storageState']; settleMs?: number },
): Promise<FirstVisit>;
