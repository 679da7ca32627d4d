// Which units a buy-X-get-Y discount gives away. A unit the customer pays for (a "buy") cannot also be
// one they get; when the same items are in both lists the most it can be used is worked out from counts,
// never unit by unit, so a line of 10,000 units costs no more than a line of one.

export interface BxgyLine {
  quantity: number
  unitPrice: number
  isBuy: boolean
  isGet: boolean
}

/**
 * How many units of each line are given (same order as `lines`) and how many times the discount is used.
 * The cheapest items that may be given are given, leaving enough items to be the ones bought, the way
 * shoppers expect "buy 2 get 1" to treat a cart of one collection.
 */
export function unitsGiven(
  lines: readonly BxgyLine[],
  buyQuantity: number,
  getQuantity: number,
  maxUses: number | null,
): { uses: number; units: number[] } {
  let buyOnly = 0
  let getOnly = 0
  let both = 0
  for (const line of lines) {
    if (line.quantity <= 0) continue
    if (line.isBuy && line.isGet) both += line.quantity
    else if (line.isBuy) buyOnly += line.quantity
    else if (line.isGet) getOnly += line.quantity
  }
  const uses = Math.max(
    0,
    Math.min(
      Math.floor((buyOnly + both) / buyQuantity),
      Math.floor((getOnly + both) / getQuantity),
      Math.floor((buyOnly + getOnly + both) / (buyQuantity + getQuantity)),
      maxUses ?? Number.POSITIVE_INFINITY,
    ),
  )
  const units = lines.map(() => 0)
  let needed = uses * getQuantity
  // Units in both lists may be given only while enough remain to be bought.
  let sharedGivable = buyOnly + both - uses * buyQuantity
  const cheapestFirst = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.isGet && line.quantity > 0)
    .sort((a, b) => a.line.unitPrice - b.line.unitPrice || a.index - b.index)
  for (const { line, index } of cheapestFirst) {
    if (needed === 0) break
    const take = Math.min(needed, line.quantity, line.isBuy ? sharedGivable : Number.POSITIVE_INFINITY)
    if (line.isBuy) sharedGivable -= take
    units[index] = take
    needed -= take
  }
  return { uses, units }
}
