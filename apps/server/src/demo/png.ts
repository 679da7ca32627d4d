import { crc32, deflateSync } from 'node:zlib'

type Rgb = readonly [number, number, number]

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A true-colour PNG from rows of RGB bytes (`width * 3` bytes per row). */
export function encodePng(width: number, height: number, rgb: Buffer): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bits per channel
  header.writeUInt8(2, 9) // RGB
  const rowLength = width * 3 + 1
  const raw = Buffer.alloc(rowLength * height) // each row starts with filter byte 0: none
  for (let y = 0; y < height; y += 1) rgb.copy(raw, y * rowLength + 1, y * width * 3, (y + 1) * width * 3)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export type Shape = 'circle' | 'square' | 'diamond' | 'stripes' | 'ring'

function lighten(colour: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(colour[i]! + (255 - colour[i]!) * amount)) as unknown as Rgb
}

function inside(shape: Shape, dx: number, dy: number): boolean {
  switch (shape) {
    case 'circle':
      return dx * dx + dy * dy < 0.3025
    case 'ring': {
      const squared = dx * dx + dy * dy
      return squared < 0.36 && squared > 0.1225
    }
    case 'square':
      return Math.abs(dx) < 0.45 && Math.abs(dy) < 0.45
    case 'diamond':
      return Math.abs(dx) + Math.abs(dy) < 0.6
    case 'stripes':
      return Math.abs(dx) < 0.6 && Math.abs(dy) < 0.6 && Math.floor((dx + dy + 2) * 5) % 2 === 0
  }
}

/**
 * A product picture made here, not downloaded: a diagonal gradient in the product's colour with a
 * lighter shape in the middle.
 */
export function swatchPng(colour: Rgb, shape: Shape, size = 160): Buffer {
  const light = lighten(colour, 0.35)
  const shapeColour = lighten(colour, 0.75)
  const rgb = Buffer.alloc(size * size * 3)
  let at = 0
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const dx = (x / size) * 2 - 1
      const dy = (y / size) * 2 - 1
      const t = (x + y) / (2 * size)
      for (let channel = 0; channel < 3; channel += 1) {
        rgb[at + channel] = inside(shape, dx, dy)
          ? shapeColour[channel]!
          : Math.round(light[channel]! + (colour[channel]! - light[channel]!) * t)
      }
      at += 3
    }
  }
  return encodePng(size, size, rgb)
}
