// npm run test:e2e — the browser tests (e2e/tests/*.spec.ts) against the built site, in Debian's Chromium.
// Without BASE_URL, Playwright starts the build once (scripts/serve-built.mjs, after `npm run build`) and stops it
// afterwards; with BASE_URL=http://127.0.0.1:3000 it uses that running site.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

const PORT = process.env.E2E_PORT ?? '3210';
const BASE_URL = (process.env.BASE_URL ?? `http://127.0.0.1:${PORT}`).replace(/\/+$/, '');

export default defineConfig({
  testDir: 'e2e/tests',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  // Two workers on this 2-core machine: files run side by side, the tests of one file in order.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  forbidOnly: Boolean(process.env.CI),
  // On CI's 2 cores the suite's two workers load each other: a few timing-bound tests (a first paint before the
  // stylesheets apply, a download refused within 5 s) fail now and then and pass alone (measured 2026-11-27). One
  // retry there; the list reporter names each such test 'flaky', and the summary counts its last outcome.
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['./e2e/support/summary-reporter.ts'],
  ],
  use: {
    baseURL: BASE_URL,
    // A Mexican browser: the site's canonical form, the decimal point (D31); decimal.spec.ts opens es-ES too.
    locale: 'es-MX',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  // A phone and a desktop. The desktop runs every test but the phone ones (@phone); the phone runs those, and both
  // take the screenshots of every route (@screenshots).
  projects: [
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone/,
    },
    {
      name: 'phone',
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 } },
      grep: /@phone|@screenshots/,
    },
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: `node scripts/serve-built.mjs ${PORT}`,
        url: BASE_URL,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
