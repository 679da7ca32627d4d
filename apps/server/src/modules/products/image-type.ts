import { catalogMessages, MAX_IMAGE_SIDE } from '@lojista/contracts'
import { HttpProblem, problems } from '../../lib/problem.ts'

export interface ImageInfo {
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif'
  extension: 'png' | 'jpg' | 'webp' | 'gif'
  width: number
  height: number
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** PNG: the IHDR chunk comes first and holds the size. */
function png(data: Buffer): [number, number] | undefined {
  if (data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR') return undefined
  return [data.readUInt32BE(16), data.readUInt32BE(20)]
}

function gif(data: Buffer): [number, number] | undefined {
  if (data.length < 10) return undefined
  return [data.readUInt16LE(6), data.readUInt16LE(8)]
}

/** JPEG: walks the segments to the start-of-frame marker, which holds the size. */
function jpeg(data: Buffer): [number, number] | undefined {
  let offset = 2
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) return undefined
    const marker = data[offset + 1]!
    if (marker === 0xff) {
      offset += 1 // fill byte
      continue
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return undefined // end of image or scan before any frame
    const length = data.readUInt16BE(offset + 2)
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
    if (isFrame) {
      if (offset + 9 > data.length) return undefined
      return [data.readUInt16BE(offset + 7), data.readUInt16BE(offset + 5)]
    }
    if (length < 2) return undefined
    offset += 2 + length
  }
  return undefined
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk. */
function webp(data: Buffer): [number, number] | undefined {
  if (data.length < 30) return undefined
  const chunk = data.toString('latin1', 12, 16)
  if (chunk === 'VP8 ') {
    if (data[23] !== 0x9d || data[24] !== 0x01 || data[25] !== 0x2a) return undefined
    return [data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff]
  }
  if (chunk === 'VP8L') {
    if (data[20] !== 0x2f) return undefined
    const bits = data.readUInt32LE(21)
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1]
  }
  if (chunk === 'VP8X') return [data.readUIntLE(24, 3) + 1, data.readUIntLE(27, 3) + 1]
  return undefined
}

/**
 * What an upload is, from its first bytes, never from its name or declared type: PNG, JPEG, WebP or
 * GIF with a readable size. Anything else (SVG, which can carry scripts, included) is refused with 415;
 * a file that starts like an image but has no readable header with 400.
 */
export function identifyImage(data: Buffer): ImageInfo {
  let kind: Pick<ImageInfo, 'mimeType' | 'extension'> | undefined
  let size: [number, number] | undefined
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) {
    kind = { mimeType: 'image/png', extension: 'png' }
    size = png(data)
  } else if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    kind = { mimeType: 'image/jpeg', extension: 'jpg' }
    size = jpeg(data)
  } else if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    kind = { mimeType: 'image/webp', extension: 'webp' }
    size = webp(data)
  } else if (['GIF87a', 'GIF89a'].includes(data.toString('latin1', 0, 6))) {
    kind = { mimeType: 'image/gif', extension: 'gif' }
    size = gif(data)
  }
  if (!kind)
    throw new HttpProblem(415, 'Unsupported Media Type', { detail: catalogMessages.unsupportedImage })
  const [width, height] = size ?? [0, 0]
  if (width < 1 || height < 1) {
    throw problems.badRequest(catalogMessages.damagedImage, [
      { path: 'file', message: catalogMessages.damagedImage },
    ])
  }
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    const message = `Images up to ${MAX_IMAGE_SIDE} pixels wide and tall`
    throw problems.badRequest(catalogMessages.imageTooLarge, [{ path: 'file', message }])
  }
  return { ...kind, width, height }
}
