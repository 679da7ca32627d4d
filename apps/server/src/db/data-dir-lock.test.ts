import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir, processStartTime } from './data-dir-lock.ts'

const scratch = () => mkdtempSync(join(tmpdir(), 'lojista-lock-'))

// The parent of this test process is a running program that is not a Lojista server of this directory.
const otherPid = process.ppid

describe('the data directory lock', () => {
  it('writes the owner’s pid and start time, and is released', () => {
    const dir = scratch()
    const release = lockDataDir(dir)
    expect(readFileSync(join(dir, 'lojista.lock'), 'utf8')).toBe(
      `${process.pid} ${processStartTime(process.pid)}`,
    )
    release()
    lockDataDir(dir)()
  })

  it('refuses while the process that wrote it runs', () => {
    const dir = scratch()
    writeFileSync(join(dir, 'lojista.lock'), `${otherPid} ${processStartTime(otherPid)}`)
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
  })

  it('takes over a dead owner’s lock even when its pid now belongs to another program', () => {
    const dir = scratch()
    // The dead owner started at another time than the program now holding its pid.
    const deadOwnersStart = String(Number(processStartTime(otherPid)) + 1)
    writeFileSync(join(dir, 'lojista.lock'), `${otherPid} ${deadOwnersStart}`)
    const release = lockDataDir(dir)
    expect(readFileSync(join(dir, 'lojista.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} `))
    release()
  })
})
