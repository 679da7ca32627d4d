import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

// The real server process (src/main.ts through tsx), for the tests that kill it, fill its disk, or
// watch it start.
const serverDir = fileURLToPath(new URL('../..', import.meta.url))

export interface ServerProcess {
  child: ChildProcess
  url: string
  exited: Promise<number | null>
  /** What the process printed so far. */
  output(): { stdout: string; stderr: string }
}

/** A server that exited before it listened, with what it printed. */
export class ServerExitedError extends Error {
  constructor(
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`the server exited with ${code}: ${stderr.slice(-2000)}`)
  }
}

/** Collects what a child process prints, read with the function returned. */
export function captureOutput(child: ChildProcess): () => { stdout: string; stderr: string } {
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  return () => ({ stdout, stderr })
}

/** Signs up a new owner (Rita) with a store of her own through the API; resolves to her bearer token. */
export async function signUpOverHttp(url: string): Promise<string> {
  const signUp = await fetch(`${url}/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Rita',
      email: `rita-${randomUUID()}@example.com`,
      password: 'rita password',
      storeName: 'Rita Modas',
    }),
  })
  const { token } = (await signUp.json()) as { token: string }
  return token
}

const running = new Set<ChildProcess>()

/** SIGKILLs every server still running: for afterAll. */
export function killServers() {
  for (const child of running) child.kill('SIGKILL')
}

/**
 * Starts the server on 127.0.0.1 and a free port, without demo data, quiet, without a request limit;
 * `env` adds to or (with undefined) removes from the test's environment. Resolves once it listens.
 */
export function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'fatal',
    RATE_LIMIT_PER_MINUTE: '0',
    ...env,
  }
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name]
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  const output = captureOutput(child)
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child)
      resolve(code)
    }),
  )
  return new Promise<ServerProcess>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const match = output().stdout.match(/running at (http:\/\/[^\s"]+)/)
      if (match?.[1]) resolve({ child, url: match[1], exited, output })
    })
    exited.then((code) => reject(new ServerExitedError(code, output().stderr)))
  })
}

/** A fresh database on the PostgreSQL of DATABASE_URL, dropped again after `use`. */
export async function withFreshPostgres(use: (url: string) => Promise<void>) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  const name = `lojista_test_${randomBytes(6).toString('hex')}`
  await admin.query(`create database ${name}`)
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${name}`
  try {
    await use(url.toString())
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}
