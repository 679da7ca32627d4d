import {
  catalogMessages,
  type FieldError,
  normalizeSearchText,
  type OptionInput,
  type VariantCreate,
} from '@lojista/contracts'

export interface CheckedVariants<V> {
  /** The variants with option values spelled as their option spells them. */
  variants: (V & { optionValues: string[] })[]
  /** Input that cannot be right (400). */
  invalid: FieldError[]
  /** Input that collides with itself: the same SKU twice (409, as a collision with another product). */
  conflicts: FieldError[]
}

/**
 * The rules options and variants keep together: at most three options with distinct names and values;
 * each variant names one value of each option, no two variants the same values; without options, a
 * single variant; no SKU twice.
 */
export function checkOptionsAndVariants<V extends Pick<VariantCreate, 'optionValues' | 'sku'>>(
  options: OptionInput[],
  variants: V[],
): CheckedVariants<V> {
  const invalid: FieldError[] = []
  const conflicts: FieldError[] = []

  const optionNames = new Set<string>()
  const valueMaps = options.map((option, o) => {
    const name = normalizeSearchText(option.name)
    if (optionNames.has(name))
      invalid.push({ path: `options.${o}.name`, message: catalogMessages.optionNameRepeated })
    optionNames.add(name)
    const values = new Map<string, string>()
    option.values.forEach((value, v) => {
      const key = normalizeSearchText(value)
      if (values.has(key)) {
        invalid.push({ path: `options.${o}.values.${v}`, message: catalogMessages.optionValueRepeated })
      }
      values.set(key, value)
    })
    return values
  })

  if (options.length === 0 && variants.length > 1) {
    invalid.push({ path: 'variants', message: catalogMessages.oneVariantWithoutOptions })
  }

  const combinations = new Set<string>()
  const skus = new Set<string>()
  const checked = variants.map((variant, v) => {
    let optionValues = variant.optionValues
    if (optionValues.length !== options.length) {
      invalid.push({ path: `variants.${v}.optionValues`, message: catalogMessages.oneValuePerOption })
    } else {
      optionValues = optionValues.map((value, o) => {
        const known = valueMaps[o]!.get(normalizeSearchText(value))
        if (known === undefined) {
          invalid.push({
            path: `variants.${v}.optionValues.${o}`,
            message: catalogMessages.unknownOptionValue,
          })
        }
        return known ?? value
      })
      const combination = optionValues.map(normalizeSearchText).join('\u0000')
      if (combinations.has(combination)) {
        invalid.push({ path: `variants.${v}.optionValues`, message: catalogMessages.variantRepeated })
      }
      combinations.add(combination)
    }
    if (variant.sku) {
      if (skus.has(variant.sku))
        conflicts.push({ path: `variants.${v}.sku`, message: catalogMessages.skuTaken })
      skus.add(variant.sku)
    }
    return { ...variant, optionValues }
  })

  return { variants: checked, invalid, conflicts }
}
