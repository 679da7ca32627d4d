import { randomBytes } from 'node:crypto'
import { swatchPng } from '../demo/png.ts'
import { bearer, type TestApp } from './test-app.ts'

export interface Part {
  name: string
  value: Buffer | string
  filename?: string
  type?: string
}

/** A multipart/form-data body, as a browser's upload sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----lojista${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** Adds a small PNG to a product through the API, as the product page's upload does. */
export async function uploadImage(app: TestApp['app'], token: string, productId: string) {
  const body = multipart([
    { name: 'file', value: swatchPng([200, 80, 40], 'circle', 48), filename: 'foto.png', type: 'image/png' },
  ])
  const response = await app.inject({
    method: 'POST',
    url: `/v1/product/${productId}/media`,
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  })
  if (response.statusCode !== 201) throw new Error(`image not uploaded: ${response.body}`)
  return response.json()
}
