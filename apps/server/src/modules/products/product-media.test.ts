import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Product } from '@lojista/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { swatchPng } from '../../demo/png.ts'
import { createProduct, type StoreOwner, simpleProduct } from '../../test/catalog-fixtures.ts'
import { multipart, type Part } from '../../test/media-fixtures.ts'
import { storeTeam } from '../../test/people.ts'
import { bearer, createTestApp } from '../../test/test-app.ts'

const mediaDir = await mkdtemp(join(tmpdir(), 'lojista-media-'))
const t = await createTestApp({ mediaDir })
const { maria, pedro } = await storeTeam(t)
const product: Product = await createProduct(maria, simpleProduct('Vaso com Foto'))
afterAll(async () => {
  await t.close()
  await rm(mediaDir, { recursive: true, force: true })
})

function upload(owner: StoreOwner, productId: string, parts: Part[]) {
  const body = multipart(parts)
  return t.app.inject({
    method: 'POST',
    url: `/v1/product/${productId}/media`,
    payload: body.payload,
    headers: { ...bearer(owner.token), ...body.headers },
  })
}

const png = swatchPng([200, 80, 40], 'circle', 48)
const file = (value: Buffer, filename = 'foto.png', type = 'image/png'): Part => ({
  name: 'file',
  value,
  filename,
  type,
})

/** A minimal JPEG header: start of image, an APP0 segment, then a baseline frame of 640×480. */
const jpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01,
  0x03, 0x11, 0x01, 0xff, 0xd9,
])
const gif = Buffer.concat([
  Buffer.from('GIF89a'),
  Buffer.from([0x20, 0x00, 0x10, 0x00, 0x00, 0x00, 0x00]),
  Buffer.alloc(8),
])
/** An extended WebP (VP8X) header of 300×200. */
const webp = (() => {
  const data = Buffer.alloc(40)
  data.write('RIFF', 0, 'latin1')
  data.writeUInt32LE(32, 4)
  data.write('WEBP', 8, 'latin1')
  data.write('VP8X', 12, 'latin1')
  data.writeUInt32LE(10, 16)
  data.writeUIntLE(299, 24, 3)
  data.writeUIntLE(199, 27, 3)
  return data
})()

describe('uploading an image', () => {
  it('stores it under a server-made name and answers its size read from the header', async () => {
    const response = await upload(maria, product.id, [
      { name: 'alt', value: 'Vaso azul na mesa' },
      file(png, '../../etc/passwd.png'),
    ])
    expect(response.statusCode).toBe(201)
    const media = response.json().media
    expect(media).toMatchObject({
      type: 'IMAGE',
      mimeType: 'image/png',
      width: 48,
      height: 48,
      byteSize: png.length,
      alt: 'Vaso azul na mesa',
      name: 'Vaso azul na mesa',
      position: 0,
      url: expect.stringMatching(new RegExp(`^/media/${maria.tenantId}/[0-9a-f]{32}\\.png$`)),
    })
    expect(media.preview.image.url).toBe(media.url)
    const files = readdirSync(join(mediaDir, maria.tenantId))
    expect(files).toContain(media.url.split('/').at(-1))
    expect(files.some((name) => name.includes('passwd'))).toBe(false)
    const read = (await maria.get(`/v1/product?id=${product.id}`)).json().product
    expect(read.featuredMedia.id).toBe(media.id)
  })

  it('recognises JPEG, GIF and WebP by their bytes, whatever the name and declared type', async () => {
    for (const [data, mimeType, width, height] of [
      [jpeg, 'image/jpeg', 640, 480],
      [gif, 'image/gif', 32, 16],
      [webp, 'image/webp', 300, 200],
    ] as const) {
      const response = await upload(maria, product.id, [file(data, 'x.bin', 'application/octet-stream')])
      expect(response.statusCode, mimeType).toBe(201)
      expect(response.json().media).toMatchObject({ mimeType, width, height })
    }
  })

  it('refuses SVG, text dressed as PNG, a damaged PNG, no file, a JSON body and unknown fields', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const cases: [Part[] | 'json', number][] = [
      [[file(svg, 'logo.svg', 'image/svg+xml')], 415],
      [[file(Buffer.from('just some text, honestly'), 'fake.png', 'image/png')], 415],
      [[file(Buffer.concat([png.subarray(0, 8), Buffer.from('garbage')]), 'broken.png')], 400],
      [[{ name: 'alt', value: 'no file' }], 400],
      [[{ name: 'colour', value: 'red' }, file(png)], 400],
      ['json', 415],
    ]
    for (const [parts, status] of cases) {
      const response =
        parts === 'json'
          ? await maria.post(`/v1/product/${product.id}/media`, { file: 'x' })
          : await upload(maria, product.id, parts)
      expect(response.statusCode, JSON.stringify(parts).slice(0, 80)).toBe(status)
      expect(response.headers['content-type']).toContain('application/problem+json')
    }
  })

  it('answers 400 for a multipart body without or with a wrong boundary', async () => {
    const body = multipart([file(png)])
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=abc']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/v1/product/${product.id}/media`,
        payload: body.payload,
        headers: { ...bearer(maria.token), 'content-type': type },
      })
      expect(response.statusCode, type).toBe(400)
    }
  })

  it('refuses a file over 10 MiB and a second file', async () => {
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)])
    expect((await upload(maria, product.id, [file(big)])).statusCode).toBe(413)
    const two = await upload(maria, product.id, [file(png), { ...file(png), name: 'other' }])
    expect(two.statusCode).toBe(413)
  })

  it("answers 404 for another store's product and leaves no file behind", async () => {
    const his = await createProduct(pedro, simpleProduct('Produto do Pedro'))
    const before = readdirSync(join(mediaDir, maria.tenantId)).length
    expect((await upload(maria, his.id, [file(png)])).statusCode).toBe(404)
    expect((await upload(maria, crypto.randomUUID(), [file(png)])).statusCode).toBe(404)
    expect(readdirSync(join(mediaDir, maria.tenantId))).toHaveLength(before)
    expect(existsSync(join(mediaDir, pedro.tenantId))).toBe(false)
  })
})

describe('serving images', () => {
  let url: string
  beforeAll(async () => {
    const made = await createProduct(maria, simpleProduct('Servido'))
    url = (await upload(maria, made.id, [file(png)])).json().media.url
  })

  it('answers a bearer token of a member, with the type, inline, nosniff and a private cache', async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(maria.token) })
    expect(response.statusCode).toBe(200)
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'cache-control': expect.stringContaining('private'),
    })
    expect(response.rawPayload.equals(png)).toBe(true)
  })

  it('answers the media cookie, which is no bearer token', async () => {
    const cookie = await t.app.inject({
      method: 'GET',
      url: '/v1/media/auth-cookie',
      headers: bearer(maria.token),
    })
    const value = cookie.cookies.find((c) => c.name === 'lojista_media')!.value
    const withCookie = await t.app.inject({ method: 'GET', url, cookies: { lojista_media: value } })
    expect(withCookie.statusCode).toBe(200)
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/account/me', headers: bearer(value) })).statusCode,
    ).toBe(401)
  })

  it('answers 401 without a sign-in and 404 to another store, by token or cookie', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    expect(
      (await t.app.inject({ method: 'GET', url, cookies: { lojista_media: 'forged' } })).statusCode,
    ).toBe(401)
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(pedro.token) })).statusCode).toBe(404)
    const cookie = await t.app.inject({
      method: 'GET',
      url: '/v1/media/auth-cookie',
      headers: bearer(pedro.token),
    })
    const value = cookie.cookies.find((c) => c.name === 'lojista_media')!.value
    expect((await t.app.inject({ method: 'GET', url, cookies: { lojista_media: value } })).statusCode).toBe(
      404,
    )
    // Pedro's own store id with Maria's file name: still nothing.
    const moved = url.replace(maria.tenantId, pedro.tenantId)
    expect((await t.app.inject({ method: 'GET', url: moved, headers: bearer(pedro.token) })).statusCode).toBe(
      404,
    )
  })

  it('answers 400 for names the store never makes and 404 for unknown ones', async () => {
    const base = `/media/${maria.tenantId}`
    for (const name of ['..%2F..%2Fjwt-secret', 'x.svg', 'passwd']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `${base}/${name}`, headers: bearer(maria.token) }))
          .statusCode,
      ).toBe(400)
    }
    const unknown = `${base}/${randomBytes(16).toString('hex')}.png`
    expect(
      (await t.app.inject({ method: 'GET', url: unknown, headers: bearer(maria.token) })).statusCode,
    ).toBe(404)
  })
})

describe('managing images', () => {
  it('changes alt text, reorders, and deletes the file with the record', async () => {
    const made = await createProduct(maria, simpleProduct('Galeria'))
    const ids: string[] = []
    for (let n = 0; n < 3; n += 1) ids.push((await upload(maria, made.id, [file(png)])).json().media.id)

    const alt = await maria.patch(`/v1/product/${made.id}/media/${ids[1]}`, { alt: 'De lado' })
    expect(alt.json().media).toMatchObject({ alt: 'De lado', name: 'De lado' })

    const order = await maria.put(`/v1/product/${made.id}/media/order`, {
      mediaIds: [ids[2], ids[0], ids[1]],
    })
    expect(order.statusCode).toBe(200)
    expect(order.json().media.map((media: { id: string }) => media.id)).toEqual([ids[2], ids[0], ids[1]])
    const read = (await maria.get(`/v1/product?id=${made.id}`)).json().product
    expect(read.featuredMedia.id).toBe(ids[2])
    expect((await maria.put(`/v1/product/${made.id}/media/order`, { mediaIds: [ids[0]] })).statusCode).toBe(
      400,
    )

    const url = read.media[0].url
    expect((await maria.delete(`/v1/product/${made.id}/media/${ids[2]}`)).statusCode).toBe(204)
    expect(existsSync(join(mediaDir, maria.tenantId, url.split('/').at(-1)))).toBe(false)
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(maria.token) })).statusCode).toBe(404)
    expect((await maria.delete(`/v1/product/${made.id}/media/${ids[2]}`)).statusCode).toBe(404)
  })

  it("answers 404 to changes of another store's images", async () => {
    const his = await createProduct(pedro, simpleProduct('Do Pedro'))
    const mediaId = (await upload(pedro, his.id, [file(png)])).json().media.id
    expect((await maria.patch(`/v1/product/${his.id}/media/${mediaId}`, { alt: 'x' })).statusCode).toBe(404)
    expect((await maria.put(`/v1/product/${his.id}/media/order`, { mediaIds: [mediaId] })).statusCode).toBe(
      404,
    )
    expect((await maria.delete(`/v1/product/${his.id}/media/${mediaId}`)).statusCode).toBe(404)
    expect((await pedro.get(`/v1/product?id=${his.id}`)).json().product.media).toHaveLength(1)
  })
})
