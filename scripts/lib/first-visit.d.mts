import type { Browser, BrowserContextOptions } from '@playwright/test';

export type FirstVisit = {
  /** where the page ended, after any redirect */
  path: string;
  /** every JavaScript file fetched, largest (gzip) first; sizes in bytes */
  scripts: { url: string; raw: number; gzip: number }[];
  jsRaw: number;
  jsGzip: number;
};
export declare function measureFirstVisit(
  browser: Browser,
  url: string,
  options?: { storageState?: BrowserContextOptions['storageState']; settleMs?: number },
): Promise<FirstVisit>;
