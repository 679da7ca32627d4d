import { describe, expect, it } from 'vitest'
import { emptyVariant, type OptionDraft, type VariantDraft } from './product-form-values'
import { combinations, generateVariants, usableOptions, type VariantTemplate } from './variant-generation'

const template: VariantTemplate = { ...emptyVariant, price: '10.00' }

function variant(optionValues: string[], fields: Partial<VariantDraft> = {}): VariantDraft {
  return { ...emptyVariant, price: '10.00', optionValues, ...fields }
}

const titles = (variants: VariantDraft[]) => variants.map((v) => v.optionValues.join(' / '))

describe('usableOptions', () => {
  it('trims, drops empty and repeated values (ignoring case and accents) and options with nothing to offer', () => {
    const options: OptionDraft[] = [
      { name: ' Cor ', values: ['Azul', ' azul ', '', 'Limão', 'limao', 'Verde'] },
      { name: '', values: ['P'] },
      { name: 'Tamanho', values: ['', '  '] },
    ]
    expect(usableOptions(options)).toEqual([{ name: 'Cor', values: ['Azul', 'Limão', 'Verde'] }])
  })
})

describe('combinations', () => {
  it('gives one combination per value of each option, in the options order', () => {
    expect(
      combinations([
        { name: 'Tamanho', values: ['P', 'M'] },
        { name: 'Cor', values: ['Azul', 'Verde'] },
      ]),
    ).toEqual([
      ['P', 'Azul'],
      ['P', 'Verde'],
      ['M', 'Azul'],
      ['M', 'Verde'],
    ])
  })

  it('gives the single empty combination without options', () => {
    expect(combinations([])).toEqual([[]])
  })
})

describe('generateVariants', () => {
  it('turns the single variant of a product without options into the first of the new ones', () => {
    const single = variant([], { id: 'v1', sku: 'CAM-01', price: '49.90', weight: 0.3 })
    const next = generateVariants([], [single], [{ name: 'Tamanho', values: ['P', 'M'] }], template)
    expect(titles(next)).toEqual(['P', 'M'])
    expect(next[0]).toMatchObject({ id: 'v1', sku: 'CAM-01', price: '49.90', weight: 0.3 })
    // The second takes the prices and weight, but neither the id nor the SKU, which are unique.
    expect(next[1]).toMatchObject({ price: '49.90', weight: 0.3, sku: '', barcode: '' })
    expect(next[1]?.id).toBeUndefined()
  })

  it('keeps existing combinations whole and gives a new value the template', () => {
    const options = [{ name: 'Tamanho', values: ['P', 'M'] }]
    const before = [
      variant(['P'], { id: 'p', sku: 'P-1', price: '20.00' }),
      variant(['M'], { id: 'm', sku: 'M-1' }),
    ]
    const next = generateVariants(options, before, [{ name: 'Tamanho', values: ['P', 'M', 'G'] }], template)
    expect(titles(next)).toEqual(['P', 'M', 'G'])
    expect(next[0]).toEqual(before[0])
    expect(next[1]).toEqual(before[1])
    expect(next[2]).toEqual({ ...template, optionValues: ['G'], sku: '', barcode: '' })
  })

  it('drops the variant of a removed value', () => {
    const options = [{ name: 'Tamanho', values: ['P', 'M', 'G'] }]
    const before = [variant(['P'], { id: 'p' }), variant(['M'], { id: 'm' }), variant(['G'], { id: 'g' })]
    const next = generateVariants(options, before, [{ name: 'Tamanho', values: ['P', 'G'] }], template)
    expect(next.map((v) => v.id)).toEqual(['p', 'g'])
  })

  it('keeps a variant whose value was renamed in place, with its SKU and stock', () => {
    const options = [{ name: 'Tamanho', values: ['P', 'M'] }]
    const before = [variant(['P'], { id: 'p', sku: 'P-1' }), variant(['M'], { id: 'm', sku: 'M-1' })]
    const next = generateVariants(options, before, [{ name: 'Size', values: ['S', 'M'] }], template)
    expect(next).toEqual([
      { ...before[0], optionValues: ['S'] },
      { ...before[1], optionValues: ['M'] },
    ])
  })

  it('adding a second option crosses the values and each size keeps its price', () => {
    const before = [
      variant(['P'], { id: 'p', sku: 'P-1', price: '20.00' }),
      variant(['M'], { id: 'm', sku: 'M-1', price: '22.00' }),
    ]
    const next = generateVariants(
      [{ name: 'Tamanho', values: ['P', 'M'] }],
      before,
      [
        { name: 'Tamanho', values: ['P', 'M'] },
        { name: 'Cor', values: ['Azul', 'Verde'] },
      ],
      template,
    )
    expect(titles(next)).toEqual(['P / Azul', 'P / Verde', 'M / Azul', 'M / Verde'])
    expect(next.map((v) => v.price)).toEqual(['20.00', '20.00', '22.00', '22.00'])
    expect(next.map((v) => v.id)).toEqual(['p', undefined, 'm', undefined])
    expect(next.map((v) => v.sku)).toEqual(['P-1', '', 'M-1', ''])
  })

  it('removing an option merges its variants into the first of each remaining combination', () => {
    const options = [
      { name: 'Tamanho', values: ['P', 'M'] },
      { name: 'Cor', values: ['Azul', 'Verde'] },
    ]
    const before = [
      variant(['P', 'Azul'], { id: 'pa' }),
      variant(['P', 'Verde'], { id: 'pv' }),
      variant(['M', 'Azul'], { id: 'ma' }),
      variant(['M', 'Verde'], { id: 'mv' }),
    ]
    const next = generateVariants(options, before, [options[0]!], template)
    expect(titles(next)).toEqual(['P', 'M'])
    expect(next.map((v) => v.id)).toEqual(['pa', 'ma'])
  })

  it('removing every option leaves one variant, the first one', () => {
    const options = [{ name: 'Tamanho', values: ['P', 'M'] }]
    const before = [variant(['P'], { id: 'p', sku: 'P-1' }), variant(['M'], { id: 'm' })]
    expect(generateVariants(options, before, [], template)).toEqual([{ ...before[0], optionValues: [] }])
  })

  it('matches values ignoring case and accents, and writes them as the option now spells them', () => {
    const options = [{ name: 'Cor', values: ['limao'] }]
    const before = [variant(['limao'], { id: 'l' })]
    const next = generateVariants(options, before, [{ name: 'Cor', values: ['Limão', 'Uva'] }], template)
    expect(next[0]).toMatchObject({ id: 'l', optionValues: ['Limão'] })
    expect(next[1]).toMatchObject({ optionValues: ['Uva'] })
    expect(next[1]?.id).toBeUndefined()
  })

  it('ignores options still being typed (no name or no value yet)', () => {
    const options = [{ name: 'Tamanho', values: ['P'] }]
    const before = [variant(['P'], { id: 'p' })]
    const next = generateVariants(options, before, [...options, { name: 'Cor', values: [''] }], template)
    expect(next).toEqual(before)
  })
})
