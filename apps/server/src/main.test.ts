import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { captureOutput, withFreshPostgres } from './test/server-process.ts'

// These tests run the real server process on the embedded database, as the README's start command does;
// the shutdown tests run on PostgreSQL instead when DATABASE_URL is set.
const serverDir = fileURLToPath(new URL('..', import.meta.url))
const running: ChildProcess[] = []
const onPostgres = Boolean(process.env.DATABASE_URL)

/** `extraEnv.DATABASE_URL` runs it on PostgreSQL; otherwise on the embedded database in `dataDir`. */
function startServer(dataDir: string, extraEnv: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Loading the demo catalog takes seconds; only the test about it asks for it.
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_URL: undefined,
    ...extraEnv,
  }
  if (env.DATABASE_URL === undefined) delete env.DATABASE_URL
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env })
  running.push(child)
  const output = captureOutput(child)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = output().stdout.match(/running at (http:\/\/[^\s"]+)/)
      if (match?.[1]) resolve(match[1])
    })
    exited.then((code) => reject(new Error(`server exited with ${code}: ${output().stderr}`)))
  })
  // A server expected to fail is awaited through `exited`; its `url` must not be an unhandled rejection.
  url.catch(() => {})
  /** Resolves once the server has printed `text` (its log says what it is doing: no waiting on a clock). */
  const printed = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!output().stdout.includes(text)) return
        child.stdout.off('data', check)
        resolve()
      }
      child.stdout.on('data', check)
      check()
    })
  return { child, url, exited, printed, output }
}

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL')
})

/**
 * Runs `use` with the database of this test pass: the embedded one in the data directory, or a fresh
 * PostgreSQL database (dropped afterwards) when DATABASE_URL is set.
 */
async function onTestDatabase(use: (databaseEnv: NodeJS.ProcessEnv) => Promise<void>) {
  if (!onPostgres) return use({})
  await withFreshPostgres(async (url) => {
    try {
      await use({ DATABASE_URL: url })
    } finally {
      // Before the database is dropped under them.
      for (const child of running.splice(0)) child.kill('SIGKILL')
    }
  })
}

/**
 * A sign-in whose body is still arriving: a request in flight from the moment the server logs it until
 * `finish` sends the rest. Its answer (401: no such account) shows that the server read it to the end
 * and asked the database.
 */
async function slowSignIn(server: ReturnType<typeof startServer>) {
  const { hostname, port } = new URL(await server.url)
  const body = JSON.stringify({ username: 'nobody@example.com', password: 'not a password' })
  const request = httpRequest({
    host: hostname,
    port,
    method: 'POST',
    path: '/v1/auth/sign-in',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  })
  const answer = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('error', reject)
  })
  // A request abandoned by a server that exits must not be an unhandled rejection.
  answer.catch(() => {})
  request.write(body.slice(0, 10))
  await server.printed('"url":"/v1/auth/sign-in"')
  return { answer, finish: () => request.end(body.slice(10)) }
}

async function signIn(url: string, username: string, password: string) {
  return fetch(`${url}/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
}

// Each test starts real processes; on a busy 2-core machine one start can take several seconds.
describe('the server process', { timeout: 120_000 }, () => {
  it('prints the demo sign-in as one JSON log line among others, and the sign-in works', async () => {
    const server = startServer(mkdtempSync(join(tmpdir(), 'lojista-data-')), { DEMO_DATA: 'true' })
    const url = await server.url
    await server.printed('Demo sign-in: demo@lojista.dev / lojista-demo')
    const lines = server.output().stdout.trim().split('\n')
    const parsed = lines.map((line) => JSON.parse(line) as { msg: string; url?: string })
    expect(parsed.map((line) => line.msg)).toContain(
      'Demo sign-in: demo@lojista.dev / lojista-demo (demo data loaded now)',
    )
    const banner = parsed.find((line) => line.msg.startsWith('Lojista is running at'))
    expect(banner?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const response = await signIn(url, 'demo@lojista.dev', 'lojista-demo')
    expect(response.status).toBe(200)
    const session = (await response.json()) as { tenants: { name: string }[] }
    expect(session.tenants.map((tenant) => tenant.name)).toEqual(['Casa Aurora', 'Ipê Store'])
  })

  it('keeps its data across a restart, and a second process on the same data directory fails fast', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lojista-data-'))
    const first = startServer(dataDir)
    const url = await first.url
    const signUp = await fetch(`${url}/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Rita',
        email: 'rita@example.com',
        password: 'rita password',
        storeName: 'Rita Modas',
      }),
    })
    expect(signUp.status).toBe(201)
    const { token } = (await signUp.json()) as { token: string }

    const second = startServer(dataDir)
    expect(await second.exited).toBe(1)
    expect(second.output().stderr).toContain(
      `The data directory ${dataDir} is in use by another Lojista process`,
    )

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)

    const restarted = startServer(dataDir)
    const restartedUrl = await restarted.url
    expect((await signIn(restartedUrl, 'rita@example.com', 'rita password')).status).toBe(200)
    // The signing secret is kept in the data directory too: sessions survive the restart.
    const me = await fetch(`${restartedUrl}/v1/account/me`, { headers: { authorization: `Bearer ${token}` } })
    expect(me.status).toBe(200)
  })

  it('says in one line that it cannot use a data directory it cannot write, and exits non-zero', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lojista-data-')), 'not-a-directory')
    writeFileSync(file, '')
    const server = startServer(join(file, 'data'))
    expect(await server.exited).toBe(1)
    const { stderr } = server.output()
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Lojista cannot write to .*\(ENOTDIR\)\./),
    ])
  })

  const database = onPostgres ? 'PostgreSQL' : 'the embedded database'

  it(`on SIGTERM finishes the request in flight, then exits 0 and leaves its data free (${database})`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lojista-data-'))
    await onTestDatabase(async (databaseEnv) => {
      const server = startServer(dataDir, {
        SHUTDOWN_TIMEOUT_SECONDS: '60',
        LOG_LEVEL: 'info',
        ...databaseEnv,
      })
      const signIn = await slowSignIn(server)
      server.child.kill('SIGTERM')
      await server.printed('shutting down')
      signIn.finish()
      expect(await signIn.answer).toBe(401)
      expect(await server.exited).toBe(0)
      const next = startServer(dataDir, databaseEnv)
      expect((await fetch(`${await next.url}/readyz`)).status).toBe(200)
    })
  })

  it(`on SIGTERM exits 1 when a request still runs after SHUTDOWN_TIMEOUT_SECONDS (${database})`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lojista-data-'))
    await onTestDatabase(async (databaseEnv) => {
      const server = startServer(dataDir, {
        SHUTDOWN_TIMEOUT_SECONDS: '1',
        LOG_LEVEL: 'info',
        ...databaseEnv,
      })
      // Its body never finishes arriving: the request outlives the drain time.
      const signIn = await slowSignIn(server)
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(1)
      expect(server.output().stdout).toContain('requests were still running when the drain time ran out')
      await expect(signIn.answer).rejects.toThrow()
    })
  })

  it('takes over the data directory after a crash', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lojista-data-'))
    const crashed = startServer(dataDir)
    await crashed.url
    crashed.child.kill('SIGKILL')
    await crashed.exited
    const next = startServer(dataDir)
    expect((await fetch(`${await next.url}/readyz`)).status).toBe(200)
  })
})
