import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3310)
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3326)
export const baseURL = `http://127.0.0.1:${port}`
const repoRoot = resolve(import.meta.dirname, '../..')

// Workers load this file again; the directory made by the first load is passed on through the environment.
process.env.LOJISTA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lojista-e2e-'))
/**
 * Debian's headless shell of the same Chromium build (package chromium-headless-shell) when it is
 * installed, else Debian's Chromium itself. The full browser's headless mode also keeps a GPU process
 * compositing in software and renders its own window controls: on two cores that was about a third of
 * the browser tests' time (decision 042).
 */
const headlessShell = '/usr/bin/chromium-headless-shell'
const browserPath = existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'
/** Where the SMTP receiver writes what the server delivers; specs read the customer's emails here. */
const mailDir = join(process.env.LOJISTA_E2E_DATA_DIR, 'mail')

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One more try on CI only: the run shares two cores between the server, two browsers and the runner,
  // and a test that passes on its second try is counted, and named, as flaky in the closing summary,
  // so it is seen and fixed rather than hidden. Locally a failure stops at once.
  retries: process.env.CI ? 1 : 0,
  // The machine has two cores; the server under test needs one of them.
  workers: 2,
  // Generous waits: CI shares two cores between the server, the browser and the runner, and a page that
  // takes ten seconds there is slow, not broken. Waits end as soon as the page is ready.
  timeout: 45_000,
  expect: { timeout: 15_000 },
  // CI adds a JSON report that .ci/summary.mjs counts, next to Vitest's.
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: join(repoRoot, 'test-results/e2e.json') }]]
    : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      // Started first, so the server's first delivery finds it listening.
      command: 'node apps/web/e2e/support/smtp-receiver.mjs',
      cwd: repoRoot,
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...(process.env as Record<string, string>), SMTP_PORT: String(smtpPort), MAIL_DIR: mailDir },
    },
    {
      // The built server; on PostgreSQL, on a database of its own (see the script).
      command: 'node apps/web/e2e/support/start-server.mjs',
      // A signal the script can act on (the default is SIGKILL), so that it drops its database.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      cwd: repoRoot,
      url: `${baseURL}/auth/sign-in`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...(process.env as Record<string, string>),
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: process.env.LOJISTA_E2E_DATA_DIR,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'e2e-only-secret-that-is-at-least-32-characters-long',
        // Emails go out through a real SMTP server, and links in them point back at this server.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PUBLIC_URL: baseURL,
      },
    },
  ],
})
