import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureOutput } from '../test/server-process.ts'
import { mountTmpfs } from '../test/tmpfs.ts'

// The embedded database running out of disk in the middle of a write, on a tmpfs of its own. The steps
// run in a child process (test/embedded-disk-full.child.ts): a stopped PGlite used to spin forever in
// the call after, which would freeze this test's own thread; a child can be killed and reported. The
// same on both test passes: PostgreSQL's disk is not the server's, this is about the embedded database.

const serverDir = fileURLToPath(new URL('../..', import.meta.url))
let disk: ReturnType<typeof mountTmpfs>
beforeAll(() => {
  disk = mountTmpfs(96)
})
afterAll(() => disk?.unmount())

function runChild(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/embedded-disk-full.child.ts'], {
    cwd: serverDir,
    env: { ...process.env, DISK_DIR: disk.dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = captureOutput(child)
  const printed = () => `${output().stdout}\n${output().stderr.slice(-2000)}`
  return new Promise((resolve, reject) => {
    const limit = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the embedded database hung: no answer in 60 s. ${printed()}`))
    }, 60_000)
    child.on('exit', (code) => {
      clearTimeout(limit)
      if (code === 0) resolve(output().stdout)
      else reject(new Error(`the child exited with ${code}: ${printed()}`))
    })
  })
}

describe('the embedded database on a disk that fills up in the middle of a write', () => {
  it('stops without hanging, refuses calls at once while the disk is full, and opens again with every acknowledged write once space is freed', async () => {
    const report = JSON.parse((await runChild()).trim().split('\n').at(-1) as string)
    // A write that still fits is kept; the one that needs a new log segment fails as "storage full".
    expect(report.beforeSwitch).toMatchObject({ ok: true })
    expect(report.switched).toMatchObject({ ok: false, error: 'storage full' })
    // While the disk is full, reads and writes are refused as "storage full" without an attempt to open
    // the stopped database again (there is no room for its recovery).
    expect(report.readWhileFull).toMatchObject({ ok: false, error: 'storage full' })
    expect(report.writeWhileFull).toMatchObject({ ok: false, error: 'storage full' })
    // Space freed: the first call opens it again on the same files, and nothing acknowledged is lost.
    expect(report.reopenings).toEqual([
      { during: 'readAfterFree', message: 'the embedded database is open again' },
    ])
    expect(report.readAfterFree).toMatchObject({ ok: true, value: report.acknowledged })
    expect(report.writeAfterFree).toMatchObject({ ok: true })
  }, 90_000)
})
