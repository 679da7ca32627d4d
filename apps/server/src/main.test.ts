import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

// These tests run the real server process on the embedded database, as the README's start command does.
const serverDir = fileURLToPath(new URL('..', import.meta.url))
const running: ChildProcess[] = []

function startServer(dataDir: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
  }
  delete env.DATABASE_URL
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env })
  running.push(child)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = stdout.match(/running at (http:\/\/\S+)/)
      if (match?.[1]) resolve(match[1])
    })
    exited.then((code) => reject(new Error(`server exited with ${code}: ${stderr}`)))
  })
  // A server expected to fail is awaited through `exited`; its `url` must not be an unhandled rejection.
  url.catch(() => {})
  return { child, url, exited, output: () => ({ stdout, stderr }) }
}

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL')
})

async function signIn(url: string, username: string, password: string) {
  return fetch(`${url}/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
}

// Each test starts real processes; on a busy 2-core machine one start can take several seconds.
describe('the server process', { timeout: 120_000 }, () => {
  it('prints the demo sign-in, which works', async () => {
    const server = startServer(mkdtempSync(join(tmpdir(), 'lojista-data-')))
    const url = await server.url
    expect(server.output().stdout).toContain('Demo sign-in: demo@lojista.dev / lojista-demo')
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

  it('takes over the data directory after a crash', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lojista-data-'))
    const crashed = startServer(dataDir)
    await crashed.url
    crashed.child.kill('SIGKILL')
    await crashed.exited
    const next = startServer(dataDir)
    expect((await signIn(await next.url, 'demo@lojista.dev', 'lojista-demo')).status).toBe(200)
  })
})
