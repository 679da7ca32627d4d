import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

export interface RunningServer {
  url: string
  stop(): Promise<void>
}

/** Starts the built server (npm run build first) as the README's start command does, and waits until it listens. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  // BENCH_PROFILE_DIR=<dir> writes the server's CPU profile there when it stops (open it in Chrome's
  // developer tools), to see where a slow route spends its time.
  const profile = process.env.BENCH_PROFILE_DIR
  const flags = profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : []
  const child: ChildProcess = spawn(process.execPath, [...flags, 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    // Load tests measure throughput: the API-wide request limit would cut them off.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk
      const match = output.match(/running at (http:\/\/[^\s"]+)/)
      if (match?.[1]) resolve(match[1])
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
  })
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
