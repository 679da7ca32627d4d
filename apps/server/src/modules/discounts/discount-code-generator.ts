import { randomInt } from 'node:crypto'
import { CODE_ALPHABET } from '@lojista/contracts'

/** A whole number from 0 up to, not including, `below`; cryptographic by default, so codes cannot be guessed. */
export type RandomIndex = (below: number) => number

/** One code: the prefix, then `length` characters of the unambiguous alphabet. */
export function drawCode(prefix: string, length: number, random: RandomIndex = randomInt): string {
  let code = prefix
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[random(CODE_ALPHABET.length)]
  return code
}

/**
 * `count` different codes, none of them in `taken` (which it adds them to). A shape with too few codes
 * left to draw from is the caller's check: this keeps drawing.
 */
export function drawCodes(
  count: number,
  shape: { prefix: string; length: number },
  taken: Set<string>,
  random: RandomIndex = randomInt,
): string[] {
  const codes: string[] = []
  while (codes.length < count) {
    const code = drawCode(shape.prefix, shape.length, random)
    if (taken.has(code)) continue
    taken.add(code)
    codes.push(code)
  }
  return codes
}
