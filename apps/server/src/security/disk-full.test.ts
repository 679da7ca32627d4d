import { execFileSync } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { swatchPng } from '../demo/png.ts'
import { multipart } from '../test/media-fixtures.ts'
import {
  killServers,
  ServerExitedError,
  type ServerProcess,
  signUpOverHttp,
  startServer,
  withFreshPostgres,
} from '../test/server-process.ts'
import { fillDisk, freeBytes, mountTmpfs } from '../test/tmpfs.ts'

// The disk test: the real server process with DATA_DIR on a small tmpfs of its own, filled up and
// freed again while the server runs. While it is full, changes answer 503 "Storage full" (never a 500,
// never a hang), reads and the health checks answer, and uploads leave no half-written file; once space
// is freed the same process takes changes again and everything it acknowledged is there.
//
// On the embedded database DATA_DIR holds the database and the uploads. On PostgreSQL (DATABASE_URL)
// the database's disk is not the server's: DATA_DIR only holds the uploads, so there uploads are
// refused while other changes go on, and the readiness check names the full disk.

const MiB = 1024 * 1024
/** DISK_RESERVE_MB's default: the server refuses changes once the free space is down to it. */
const RESERVE = 64 * MiB
const JWT_SECRET = randomBytes(48).toString('base64url')
const onPostgres = Boolean(process.env.DATABASE_URL)

const mounts: ReturnType<typeof mountTmpfs>[] = []
function tmpfs(sizeMiB: number) {
  const mount = mountTmpfs(sizeMiB)
  mounts.push(mount)
  return mount.dir
}
afterAll(() => {
  killServers()
  for (const mount of mounts) mount.unmount()
})

// biome-ignore lint/suspicious/noExplicitAny: the API's answers are read loosely here, as JSON
type Json = any
interface Answer {
  status: number
  headers: Headers
  body: Json
}

async function call(url: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    // A hung server fails the test here instead of stalling it.
    signal: AbortSignal.timeout(15_000),
  })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  } as Answer
}

const probe = (url: string, path: string) => call(url, '', 'GET', path)

async function setUp(url: string) {
  const token = await signUpOverHttp(url)
  const product = await call(url, token, 'POST', '/v1/product', {
    title: 'Camisa',
    status: 'active',
    options: [{ name: 'Tamanho', values: ['P'] }],
    variants: [{ optionValues: ['P'], price: '50.00' }],
  })
  expect(product.status).toBe(201)
  return { token, productId: product.body.product.id as string }
}

/** A collection with a long description: about 20 KB a write, so the disk fills in few requests. */
const writeCollection = (url: string, token: string) =>
  call(url, token, 'POST', '/v1/product/collection', {
    title: `Coleção ${randomUUID()}`,
    description: randomBytes(15_000).toString('base64').slice(0, 19_000),
  })

async function upload(url: string, token: string, productId: string) {
  const body = multipart([
    { name: 'file', value: swatchPng([200, 80, 40], 'circle', 48), filename: 'foto.png', type: 'image/png' },
  ])
  const response = await fetch(`${url}/v1/product/${productId}/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    body: body.payload,
    signal: AbortSignal.timeout(15_000),
  })
  return { status: response.status, headers: response.headers, body: await response.json() } as Answer
}

/** Every file under the media directory: an upload refused for want of space leaves none behind. */
function mediaFiles(dataDir: string): string[] {
  const mediaDir = join(dataDir, 'media')
  mkdirSync(mediaDir, { recursive: true })
  return readdirSync(mediaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

function expectStorageFull(answer: Answer) {
  expect(answer.status).toBe(503)
  expect(answer.headers.get('content-type')).toContain('application/problem+json')
  expect(answer.headers.get('retry-after')).toMatch(/^\d+$/)
  expect(answer.body).toMatchObject({
    status: 503,
    title: 'Storage full',
    detail: expect.stringContaining('cannot save changes until disk space is freed'),
  })
}

async function expectHealth(url: string, disk: 'ok' | 'full') {
  expect((await probe(url, '/livez')).status).toBe(200)
  for (const path of ['/readyz', '/health']) {
    const answer = await probe(url, path)
    expect(answer.status, path).toBe(disk === 'ok' ? 200 : 503)
    expect(answer.body.checks, path).toEqual({ database: 'ok', migrations: 'ok', disk })
  }
}

async function productImages(url: string, token: string, productId: string): Promise<string[]> {
  const product = await call(url, token, 'GET', `/v1/product?id=${productId}`)
  expect(product.status).toBe(200)
  return product.body.product.media.map((media: { id: string }) => media.id)
}

async function embeddedScenario(server: ServerProcess, dataDir: string, testStarted: number) {
  const timings: Record<string, number> = {}
  let started = Date.now()
  const { token, productId } = await setUp(server.url)
  const image = await upload(server.url, token, productId)
  expect(image.status).toBe(201)

  // Down to a little more than the reserve, then writes until the server refuses them.
  fillDisk(join(dataDir, 'filler'), RESERVE + MiB)
  const acknowledged: string[] = []
  let refused: Answer | undefined
  for (let attempt = 0; attempt < 1000 && !refused; attempt += 1) {
    const written = await writeCollection(server.url, token)
    if (written.status === 201) acknowledged.push(written.body.collection.id)
    else refused = written
  }
  expect(refused, 'no write was refused').toBeDefined()
  expectStorageFull(refused as Answer)
  expect(acknowledged.length).toBeGreaterThan(0)
  timings.fill = Date.now() - started

  // And the rest of the disk, as another program would fill it.
  started = Date.now()
  fillDisk(join(dataDir, 'filler-rest'))
  expect(freeBytes(dataDir)).toBeLessThan(64 * 1024)
  await expectHealth(server.url, 'full')
  expect((await probe(server.url, '/healthz')).status).toBe(200)
  expectStorageFull(await writeCollection(server.url, token))
  expectStorageFull(
    await call(server.url, token, 'POST', '/v1/location', { name: `Depósito ${randomUUID()}` }),
  )
  const filesBefore = mediaFiles(dataDir)
  expectStorageFull(await upload(server.url, token, productId))
  expect(mediaFiles(dataDir)).toEqual(filesBefore)
  // Reads go on.
  for (const id of acknowledged.slice(-5)) {
    expect((await call(server.url, token, 'GET', `/v1/product/collection?id=${id}`)).status).toBe(200)
  }
  expect(await productImages(server.url, token, productId)).toEqual([image.body.media.id])
  timings.full = Date.now() - started

  // Space freed: the same process takes changes again, and nothing it acknowledged is lost.
  started = Date.now()
  rmSync(join(dataDir, 'filler'))
  rmSync(join(dataDir, 'filler-rest'))
  await expectHealth(server.url, 'ok')
  const after = await writeCollection(server.url, token)
  expect(after.status).toBe(201)
  acknowledged.push(after.body.collection.id)
  const secondImage = await upload(server.url, token, productId)
  expect(secondImage.status).toBe(201)
  for (const id of acknowledged) {
    const read = await call(server.url, token, 'GET', `/v1/product/collection?id=${id}`)
    expect(read.status, `acknowledged collection ${id}`).toBe(200)
  }
  expect(await productImages(server.url, token, productId)).toEqual([
    image.body.media.id,
    secondImage.body.media.id,
  ])
  timings.freed = Date.now() - started
  timings.total = Date.now() - testStarted
  console.info(
    `disk full on the embedded database: ${acknowledged.length} collections acknowledged; ` +
      `filling ${timings.fill} ms, checks while full ${timings.full} ms, after freeing ${timings.freed} ms, with the start ${timings.total} ms`,
  )
}

async function postgresScenario(server: ServerProcess, dataDir: string) {
  const { token, productId } = await setUp(server.url)
  const image = await upload(server.url, token, productId)
  expect(image.status).toBe(201)

  fillDisk(join(dataDir, 'filler'))
  // The readiness check names the full disk of the uploads.
  expect((await probe(server.url, '/livez')).status).toBe(200)
  const ready = await probe(server.url, '/readyz')
  expect(ready.status).toBe(503)
  expect(ready.body.checks).toEqual({ database: 'ok', migrations: 'ok', disk: 'full' })
  const filesBefore = mediaFiles(dataDir)
  expectStorageFull(await upload(server.url, token, productId))
  expect(mediaFiles(dataDir)).toEqual(filesBefore)
  // PostgreSQL's own disk has room: the other changes go on.
  const written = await writeCollection(server.url, token)
  expect(written.status).toBe(201)

  rmSync(join(dataDir, 'filler'))
  expect((await probe(server.url, '/readyz')).status).toBe(200)
  const secondImage = await upload(server.url, token, productId)
  expect(secondImage.status).toBe(201)
  expect(await productImages(server.url, token, productId)).toEqual([
    image.body.media.id,
    secondImage.body.media.id,
  ])
  expect(
    (await call(server.url, token, 'GET', `/v1/product/collection?id=${written.body.collection.id}`)).status,
  ).toBe(200)
}

describe('the server whose data disk fills up and is freed again', () => {
  it(`on ${onPostgres ? 'PostgreSQL, refuses uploads' : 'the embedded database, refuses changes'} with 503 while the disk is full, keeps reads and health checks answering, and takes changes again once space is freed`, async () => {
    // The empty embedded database takes about 41 MiB, and DISK_RESERVE_MB keeps 64 MiB free.
    const dataDir = join(tmpfs(160), 'data')
    if (onPostgres) {
      await withFreshPostgres(async (databaseUrl) => {
        const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET })
        await postgresScenario(server, dataDir)
      })
    } else {
      const testStarted = Date.now()
      const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: undefined, JWT_SECRET })
      await embeddedScenario(server, dataDir, testStarted)
    }
  }, 120_000)

  it('says in one line that its data directory is on a read-only file system, and exits non-zero', async () => {
    const dir = tmpfs(8)
    mkdirSync(join(dir, 'data'))
    execFileSync('mount', ['-o', 'remount,ro', dir])
    // The embedded database, where DATA_DIR holds everything, on both test passes; a data directory
    // that is there already, and one that would have to be made.
    for (const [dataDir, problem] of [
      [join(dir, 'data'), /: the file system is read-only \(EROFS\)\./],
      [join(dir, 'data', 'new'), /: a parent directory is missing or cannot be made \(ENOENT\)\./],
    ] as const) {
      const exited = await startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        JWT_SECRET: undefined,
      }).then(
        () => undefined,
        (error: unknown) => error,
      )
      expect(exited).toBeInstanceOf(ServerExitedError)
      const { code, stderr } = exited as ServerExitedError
      expect(code).toBe(1)
      expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Lojista cannot write to /)])
      expect(stderr).toMatch(problem)
    }
  }, 60_000)
})
