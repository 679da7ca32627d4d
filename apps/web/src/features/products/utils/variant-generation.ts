import { normalizeSearchText } from '@lojista/contracts/common/search-text'
import type { OptionDraft, VariantDraft } from './product-form-values'

/** Values two spellings of which are the same to the server: case and accents do not count. */
const same = (value: string) => normalizeSearchText(value)

/**
 * Options as the server will take them: names and values trimmed, empty values and values repeated
 * (ignoring case and accents) dropped, options without a name or without a value left out.
 */
export function usableOptions(options: readonly OptionDraft[]): OptionDraft[] {
  return options.flatMap((option) => {
    const name = option.name.trim()
    const seen = new Set<string>()
    const values = option.values.flatMap((raw) => {
      const value = raw.trim()
      if (!value || seen.has(same(value))) return []
      seen.add(same(value))
      return [value]
    })
    return name && values.length > 0 ? [{ name, values }] : []
  })
}

/** Every combination of one value per option, in the options' order: [[P, Azul], [P, Verde], [M, Azul]…]. */
export function combinations(options: readonly OptionDraft[]): string[][] {
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])),
    [[]],
  )
}

/** A variant's choice as option name -> value, both in their compared form. */
type Choice = Map<string, string>

function choiceOf(names: readonly string[], values: readonly string[]): Choice {
  return new Map(names.map((name, index) => [same(name), same(values[index] ?? '')]))
}

/**
 * Carries an earlier variant's choice over to the edited options. When the number of options is the
 * same, the option at each position is the same option, possibly renamed, and when it still has as
 * many values, each value at a position is that value, possibly renamed: editing "P" into "PP" keeps
 * the variant, its SKU and its stock.
 */
function translate(previous: readonly OptionDraft[], next: readonly OptionDraft[]) {
  const positional = previous.length === next.length
  return (values: readonly string[]): Choice => {
    if (!positional)
      return choiceOf(
        previous.map((option) => option.name),
        values,
      )
    const choice: Choice = new Map()
    next.forEach((option, position) => {
      const before = previous[position]!
      const value = values[position] ?? ''
      const index = before.values.findIndex((candidate) => same(candidate) === same(value))
      const renamed =
        before.values.length === option.values.length && index >= 0 ? option.values[index]! : value
      choice.set(same(option.name), same(renamed))
    })
    return choice
  }
}

/** How many of an earlier choice's values a new combination keeps; -1 when one of them disagrees. */
function agreement(earlier: Choice, combination: Choice): number {
  let kept = 0
  for (const [name, value] of earlier) {
    const now = combination.get(name)
    if (now === undefined) continue
    if (now !== value) return -1
    kept += 1
  }
  return kept
}

function sameChoice(a: Choice, b: Choice): boolean {
  return a.size === b.size && [...a].every(([name, value]) => b.get(name) === value)
}

/** What a variant that replaces no earlier one starts with. */
export type VariantTemplate = Omit<VariantDraft, 'id' | 'optionValues' | 'sku' | 'barcode'>

/**
 * The variants of the edited options: one per combination of values, in the options' order.
 *
 * - A combination an earlier variant already had keeps that variant whole (id, SKU, prices, stock).
 * - A new combination takes the prices, weight and flags of the earlier variant it shares the most
 *   values with (adding "Color" to sizes gives "M / Blue" the price of "M"). The first of them also
 *   keeps that variant's id, SKU and barcode, so that adding an option does not lose the stock counted
 *   so far; the others start without SKU, since SKUs are unique.
 * - Anything else starts from the template.
 */
export function generateVariants(
  previousOptions: readonly OptionDraft[],
  previousVariants: readonly VariantDraft[],
  nextOptions: readonly OptionDraft[],
  template: VariantTemplate,
): VariantDraft[] {
  const before = usableOptions(previousOptions)
  const after = usableOptions(nextOptions)
  const read = translate(before, after)
  const earlier = previousVariants.map((variant) => ({ variant, choice: read(variant.optionValues) }))
  const rows = combinations(after).map((values) => ({
    values,
    choice: choiceOf(
      after.map((option) => option.name),
      values,
    ),
  }))

  const taken = new Set<number>()
  const result: (VariantDraft | undefined)[] = rows.map(({ values, choice }) => {
    const index = earlier.findIndex((entry, i) => !taken.has(i) && sameChoice(entry.choice, choice))
    if (index < 0) return undefined
    taken.add(index)
    return { ...earlier[index]!.variant, optionValues: values }
  })

  return rows.map(({ values, choice }, row) => {
    const kept = result[row]
    if (kept) return kept
    let best = -1
    let bestScore = -1
    earlier.forEach((entry, i) => {
      const score = agreement(entry.choice, choice)
      // Without options on either side there is nothing to compare: the single variant carries on.
      const continues = score > 0 || (score === 0 && (entry.choice.size === 0 || choice.size === 0))
      if (!continues) return
      // On a tie, a variant still free to hand over its id (and stock) is the better parent.
      const freer = score === bestScore && taken.has(best) && !taken.has(i)
      if (score > bestScore || freer) {
        best = i
        bestScore = score
      }
    })
    if (best < 0) return { ...template, optionValues: values, sku: '', barcode: '' }
    const parent = earlier[best]!.variant
    if (taken.has(best)) {
      const { id: _id, sku: _sku, barcode: _barcode, ...fields } = parent
      return { ...fields, optionValues: values, sku: '', barcode: '' }
    }
    taken.add(best)
    return { ...parent, optionValues: values }
  })
}
