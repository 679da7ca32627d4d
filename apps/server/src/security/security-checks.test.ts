import { randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { swatchPng } from '../demo/png.ts'
import { createTestApp, uniqueAddress } from '../test/test-app.ts'
import { multipartBody, type StoreClient, storeClient } from './store-records.ts'

// Security checks beside the ones the modules' own tests make (headers on ordinary pages and API
// answers in plugins/http.test.ts, token forgery and the media cookie's attributes in auth.test.ts,
// the sign-in limit, basic upload checks in product-media.test.ts): the headers on every other kind of
// answer, where the API takes credentials from, and uploads and image URLs that try to be something
// else or to reach outside the store.

// A data directory as the server lays it out: a secret beside the media folder, and a built web app.
const dataDir = mkdtempSync(join(tmpdir(), 'lojista-security-'))
const SECRET = `secret-${randomBytes(12).toString('hex')}`
writeFileSync(join(dataDir, 'jwt-secret'), SECRET)
const mediaDir = join(dataDir, 'media')
const webDistDir = join(dataDir, 'web')
mkdirSync(join(webDistDir, 'assets'), { recursive: true })
const INDEX_HTML =
  '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1234.js"></script>'
writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML)
writeFileSync(join(webDistDir, 'assets', 'app-1234.js'), 'console.log(1)')

const t = await createTestApp({ mediaDir, webDistDir })
let owner: StoreClient
let stranger: StoreClient
let productId: string
let imageUrl: string
const png = swatchPng([10, 160, 90], 'ring', 32)

beforeAll(async () => {
  owner = await storeClient(t.app, 'Loja Segura')
  stranger = await storeClient(t.app, 'Loja Estranha')
  const product = await owner.call('POST', '/v1/product', {
    title: 'Vaso',
    status: 'active',
    variants: [{ price: '10.00' }],
  })
  productId = product.json().product.id
  imageUrl = (await upload(owner, png, 'vaso.png')).json().media.url
})

afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

function upload(store: StoreClient, data: Buffer, filename: string, type = 'image/png') {
  const body = multipartBody({ data, filename, type })
  return store.call('POST', `/v1/product/${productId}/media`, body.payload, body.headers)
}

function mediaCookie(store: StoreClient) {
  return t.app
    .inject({
      method: 'GET',
      url: '/v1/media/auth-cookie',
      headers: { authorization: `Bearer ${store.token}` },
    })
    .then((answer) => answer.cookies.find((cookie) => cookie.name === 'lojista_media')!.value)
}

type Headers = Record<string, string | string[] | number | undefined>

/** A GET with the path sent byte for byte as given. */
function rawGet(host: string, port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Headers; body: Buffer }>((resolve, reject) => {
    const request = httpRequest({ host, port, path, method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

/** What is missing from the headers every answer must carry. */
function missingHeaders(headers: Headers): string[] {
  const missing: string[] = []
  const csp = String(headers['content-security-policy'] ?? '')
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `))
  if (headers['x-content-type-options'] !== 'nosniff') missing.push('nosniff')
  if (headers['referrer-policy'] !== 'strict-origin-when-cross-origin') missing.push('referrer-policy')
  if (headers['x-frame-options'] !== 'DENY') missing.push('x-frame-options')
  if (headers['cross-origin-opener-policy'] !== 'same-origin') missing.push('cross-origin-opener-policy')
  if (!String(headers['permissions-policy'] ?? '').includes('camera=()')) missing.push('permissions-policy')
  if (directive('frame-ancestors') !== "frame-ancestors 'none'") missing.push("frame-ancestors 'none'")
  if (directive('script-src') !== "script-src 'self'") missing.push("script-src 'self' only")
  if (directive('object-src') !== "object-src 'none'") missing.push("object-src 'none'")
  if (directive('base-uri') !== "base-uri 'self'") missing.push("base-uri 'self'")
  if (!headers['x-request-id']) missing.push('x-request-id')
  if (headers['x-powered-by'] || headers.server) missing.push('no x-powered-by or server')
  return missing
}

describe('security headers', () => {
  it('are on every kind of answer: the app, its files, API successes and errors, images and exports', async () => {
    const token = { authorization: `Bearer ${owner.token}` }
    const json = { ...token, 'content-type': 'application/json' }
    const cases: {
      method?: 'GET' | 'HEAD' | 'POST' | 'OPTIONS'
      url: string
      headers?: Record<string, string>
      payload?: string
      status: number
    }[] = [
      { url: '/', status: 200 },
      { url: '/orders/drafts/123', status: 200 },
      { method: 'HEAD', url: '/', status: 200 },
      { url: '/assets/app-1234.js', status: 200 },
      { url: '/v1/account/me', headers: token, status: 200 },
      { url: '/v1/openapi.json', status: 200 },
      { url: imageUrl, headers: token, status: 200 },
      { url: '/v1/product/export.csv', headers: token, status: 200 },
      { url: '/v1/party/export.csv', headers: token, status: 200 },
      { url: '/v1/account/me', status: 401 },
      { url: '/v1/tenant', headers: { ...token, 'x-tenant-id': stranger.tenantId }, status: 403 },
      { method: 'POST', url: '/v1/product/search', headers: json, payload: '{"first":0}', status: 400 },
      { method: 'POST', url: '/v1/product/search', headers: json, payload: '{"query":', status: 400 },
      { url: '/v1/no-such-thing', status: 404 },
      { url: `/v1/public/checkout/${randomBytes(32).toString('base64url')}`, status: 404 },
      { method: 'OPTIONS', url: '/v1/account/me', status: 404 },
      {
        method: 'POST',
        url: '/v1/product/search',
        headers: { ...token, 'content-type': 'text/xml' },
        payload: '<a/>',
        status: 415,
      },
      {
        method: 'POST',
        url: '/v1/product/search',
        headers: json,
        payload: `{"query":"${'x'.repeat(1_100_000)}"}`,
        status: 413,
      },
      // Answered before any route is found: a malformed escape, an over-long path parameter.
      { url: '/v1/email/%zz', headers: token, status: 400 },
      { url: `/v1/orders/${'x'.repeat(200)}`, headers: token, status: 414 },
      { url: '/media/%E0%A4%A/x.png', status: 400 },
    ]
    for (const { method = 'GET', url, headers = {}, payload, status } of cases) {
      const answer = await t.app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload }),
      })
      const label = `${method} ${url.slice(0, 60)}`
      expect(answer.statusCode, label).toBe(status)
      expect(missingHeaders(answer.headers), label).toEqual([])
      if (status >= 400 && method !== 'HEAD') {
        expect(answer.headers['content-type'], label).toContain('application/problem+json')
      }
    }
  })

  it('keep the API docs to their own strict policy: no inline scripts or plugins, and no framing', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/docs/' })
    const csp = String(answer.headers['content-security-policy'])
    expect(csp).toMatch(/script-src 'self'/)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(csp).toContain("object-src 'none'")
    // The docs UI allows frame-ancestors 'self'; X-Frame-Options still keeps every other site out.
    expect(answer.headers['x-frame-options']).toBe('DENY')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
  })

  it('grant other origins nothing: no CORS headers, and a preflight is not answered with permission', async () => {
    const origin = { origin: 'https://loja-falsa.example' }
    const read = await t.app.inject({
      method: 'GET',
      url: '/v1/account/me',
      headers: { ...origin, authorization: `Bearer ${owner.token}` },
    })
    expect(read.headers['access-control-allow-origin']).toBeUndefined()
    expect(read.headers['access-control-allow-credentials']).toBeUndefined()
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/product/search',
      headers: {
        ...origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    })
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400)
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('keep exports as downloads nobody caches, and checkout links out of caches', async () => {
    for (const url of ['/v1/product/export.csv', '/v1/party/export.csv']) {
      const answer = await owner.call('GET', url)
      expect(answer.headers['content-type'], url).toContain('text/csv')
      expect(answer.headers['content-disposition'], url).toMatch(/^attachment;/)
      expect(answer.headers['cache-control'], url).toBe('no-store')
    }
    const image = await owner.call('GET', imageUrl)
    expect(image.headers['content-disposition']).toBe('inline')
    expect(image.headers['cache-control']).toContain('private')
  })
})

describe('credentials', () => {
  it('are taken from the Authorization header only: never a cookie (no cross-site requests) nor the URL', async () => {
    const cookie = await mediaCookie(owner)
    const attempts = [
      { url: '/v1/account/me', cookies: { lojista_media: cookie } },
      { url: '/v1/account/me', cookies: { token: owner.token, authorization: `Bearer ${owner.token}` } },
      { url: `/v1/account/me?token=${owner.token}` },
      { url: `/v1/account/me?access_token=${owner.token}` },
      { url: '/v1/product/search', method: 'POST' as const, cookies: { lojista_media: cookie }, payload: {} },
    ]
    for (const { url, method = 'GET', cookies = {}, payload } of attempts) {
      const answer = await t.app.inject({ method, url, cookies, ...(payload ? { payload } : {}) })
      expect(answer.statusCode, `${method} ${url.slice(0, 40)} ${Object.keys(cookies)}`).toBe(401)
    }
  })

  it('never come back in an answer: no password hash, no signing secret', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      payload: { username: owner.email, password: 'correct horse battery' },
      remoteAddress: uniqueAddress(),
    })
    expect(signIn.statusCode).toBe(200)
    for (const answer of [
      signIn,
      await owner.call('GET', '/v1/account/me'),
      await owner.call('GET', '/v1/tenant'),
    ]) {
      expect(answer.body).not.toMatch(/\$argon2/)
      expect(answer.body).not.toContain(SECRET)
      expect(answer.body).not.toMatch(/password/i)
    }
  })
})

describe('uploads', () => {
  it('refuse files whose bytes are no image, whatever their name and declared type', async () => {
    const impostors: [string, Buffer][] = [
      ['invoice.png', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj')],
      ['archive.png', Buffer.from([0x50, 0x4b, 0x03, 0x04, ...randomBytes(60)])],
      ['setup.gif', Buffer.from([0x4d, 0x5a, 0x90, 0x00, ...randomBytes(60)])],
      ['tool.jpg', Buffer.from([0x7f, 0x45, 0x4c, 0x46, ...randomBytes(60)])],
      ['shell.png', Buffer.from('<?php system($_GET["c"]); ?>')],
      ['page.webp', Buffer.from('<!DOCTYPE html><html><script>alert(document.cookie)</script></html>')],
      ['logo.png', Buffer.from('\uFEFF<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['riff.webp', Buffer.concat([Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt '), randomBytes(40)])],
    ]
    const before = readdirSync(join(mediaDir, owner.tenantId)).length
    for (const [filename, data] of impostors) {
      const answer = await upload(owner, data, filename)
      expect(answer.statusCode, filename).toBe(415)
      expect(answer.headers['content-type'], filename).toContain('application/problem+json')
    }
    const empty = await upload(owner, Buffer.alloc(0), 'empty.png')
    expect(empty.statusCode).toBe(400)
    expect(readdirSync(join(mediaDir, owner.tenantId))).toHaveLength(before)
  })

  it('refuse an image whose declared size would take a browser down, though the file is small', async () => {
    const huge = Buffer.from(png)
    huge.writeUInt32BE(100_000, 16)
    huge.writeUInt32BE(100_000, 20)
    const gifBomb = Buffer.concat([
      Buffer.from('GIF89a'),
      Buffer.from([0xff, 0xff, 0xff, 0xff, 0, 0, 0]),
      Buffer.alloc(8),
    ])
    for (const [name, data] of [
      ['png', huge],
      ['gif', gifBomb],
    ] as const) {
      const answer = await upload(owner, data, `bomb.${name}`)
      expect(answer.statusCode, name).toBe(400)
    }
  })

  it('serve an image that also carries markup only as that image, never as a page', async () => {
    const gifWithScript = Buffer.concat([
      Buffer.from('GIF89a'),
      Buffer.from([0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00]),
      Buffer.from('<html><script>alert(document.domain)</script></html>'),
    ])
    const stored = await upload(owner, gifWithScript, 'page.html', 'text/html')
    expect(stored.statusCode).toBe(201)
    const { url, mimeType } = stored.json().media
    expect(mimeType).toBe('image/gif')
    expect(url).toMatch(/\.gif$/)
    const served = await owner.call('GET', url)
    expect(served.headers['content-type']).toBe('image/gif')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-security-policy']).toContain("default-src 'self'")
  })

  it('store every file under a name the server makes, whatever name the upload gives', async () => {
    const names = [
      '..\\..\\..\\windows\\system32\\x.png',
      '/etc/passwd',
      '../jwt-secret',
      '%2e%2e%2f%2e%2e%2fjwt-secret',
      '.htaccess',
      'foto.php.png',
      '\u202Egnp.exe',
      `${'x'.repeat(3000)}.png`,
      'com1.png',
    ]
    for (const filename of names) {
      const answer = await upload(owner, png, filename)
      expect(answer.statusCode, filename.slice(0, 40)).toBe(201)
      expect(answer.json().media.url).toMatch(new RegExp(`^/media/${owner.tenantId}/[0-9a-f]{32}\\.png$`))
    }
    expect(readdirSync(mediaDir)).toEqual([owner.tenantId])
    expect(
      readdirSync(join(mediaDir, owner.tenantId)).every((name) => /^[0-9a-f]{32}\.(png|gif)$/.test(name)),
    ).toBe(true)
    expect(readdirSync(dataDir).sort()).toEqual(['jwt-secret', 'media', 'web'])
  })
})

describe('image URLs', () => {
  it('that climb out of the store or hide another name answer 4xx (or the app), never a file outside', async () => {
    const file = imageUrl.split('/').at(-1)!
    const tenant = owner.tenantId
    const urls = [
      `/media/${tenant}/../../jwt-secret`,
      `/media/${tenant}/../${tenant}/${file}/../../../jwt-secret`,
      `/media/${tenant}/..%2F..%2Fjwt-secret`,
      `/media/${tenant}/%2e%2e%2f%2e%2e%2fjwt-secret`,
      `/media/${tenant}/%252e%252e%252fjwt-secret`,
      `/media/${tenant}/..%5C..%5Cjwt-secret`,
      `/media/${tenant}/%c0%ae%c0%ae%c0%afjwt-secret`,
      `/media/${tenant}/${file}%00.html`,
      `/media/${tenant}/${file}/..`,
      `/media/${tenant}/./${file}`,
      `/media/..%2F${tenant}/${file}`,
      `/media/${tenant}%2F..%2F..%2Fjwt-secret/${file}`,
      `/media/%2e%2e/jwt-secret`,
      `/media//etc/passwd`,
      `/media/${tenant}/${file.replace('.png', '.svg')}`,
      `/media/${tenant}/${file.replace('.png', '.PNG')}`,
      `/media/${tenant}/${file};.html`,
      `/media/${tenant}/${file}?download=../../jwt-secret`,
      '/assets/..%2F..%2Fjwt-secret',
      '/assets/../../jwt-secret',
      '/..%2Fjwt-secret',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]
    // Over a real socket, so that the path reaches the server exactly as written (a browser would
    // resolve the dots first; a hand-made request does not).
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 })
    const { hostname, port } = new URL(address)
    for (const url of urls) {
      const answer = await rawGet(hostname, Number(port), url, { authorization: `Bearer ${owner.token}` })
      const text = answer.body.toString('latin1')
      expect(text, url).not.toContain(SECRET)
      expect(text, url).not.toMatch(/root:.*:0:0:/)
      if (answer.status === 200) {
        // Only the app's page (for a path the app's router owns) or the image itself.
        const isPage = text === INDEX_HTML
        const isImage = answer.body.equals(png)
        expect(isPage || isImage, `${url} answered 200 with ${answer.headers['content-type']}`).toBe(true)
        if (url.startsWith('/media/')) expect(isImage, url).toBe(true)
      } else {
        expect(answer.status, url).toBeGreaterThanOrEqual(400)
        expect(answer.status, url).toBeLessThan(500)
        expect(answer.headers['content-type'], url).toContain('application/problem+json')
      }
    }
  })

  it("of another store answer 404 to a member's token or cookie, however the store id is written", async () => {
    const cookie = await mediaCookie(stranger)
    const file = imageUrl.split('/').at(-1)!
    const forms = [
      imageUrl,
      `/media/${owner.tenantId.toUpperCase()}/${file}`,
      `/media/${stranger.tenantId}/../${owner.tenantId}/${file}`,
      `/media/${stranger.tenantId}/${file}`,
      `/media/${randomUUID()}/${file}`,
    ]
    for (const url of forms) {
      for (const credential of [
        { headers: { authorization: `Bearer ${stranger.token}` } },
        { cookies: { lojista_media: cookie } },
      ]) {
        const answer = await t.app.inject({ method: 'GET', url, ...credential })
        expect(answer.statusCode, `${url} ${Object.keys(credential)}`).toBe(404)
        expect(answer.rawPayload.equals(png)).toBe(false)
      }
    }
    // The owner's cookie opens the owner's image, whatever case its store id is written in.
    const own = await mediaCookie(owner)
    const upper = await t.app.inject({
      method: 'GET',
      url: `/media/${owner.tenantId.toUpperCase()}/${file}`,
      cookies: { lojista_media: own },
    })
    expect(upper.statusCode).toBe(200)
  })
})
