import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, findChromium } from '../../scripts/lib/chromium.mjs';

const executablePath = findChromium();
if (!executablePath) throw new Error(CHROMIUM_INSTALL_HINT);

/**
 * Journeys in real Chromium against the real server, which the global setup starts on a free
 * port (fresh data folder, demo data, an in-process SMTP server). Workers read its address from
 * E2E_BASE_URL, which the global setup sets before they start.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Tests titled @screenshots exist to leave pictures for a person to look at (light, dark,
  // Arabic, 375 px; `npm run screenshots`), each screen they visit asserted by a journey of its
  // own: E2E_SCREENSHOTS=0 (CI) leaves them out.
  ...(process.env.E2E_SCREENSHOTS === '0' ? { grepInvert: /@screenshots/ } : {}),
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath, args: CHROMIUM_ARGS },
      },
    },
  ],
});
