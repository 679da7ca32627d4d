import { describe, expect, it } from 'vitest'
import { slugifyHandle } from './handles.ts'
import { inventoryAdjustSchema } from './inventory.ts'
import { productOptionFormSchema } from './product-form.ts'
import { productCreateSchema, productUpdateSchema } from './products.ts'

describe('slugifyHandle', () => {
  it('drops accents and joins words with single hyphens', () => {
    expect(slugifyHandle('Café Especial — 250 g')).toBe('cafe-especial-250-g')
    expect(slugifyHandle('  Camiseta  Básica!! ')).toBe('camiseta-basica')
    expect(slugifyHandle('***', 'produto')).toBe('produto')
  })
})

describe('product input', () => {
  it('fills defaults and reads empty codes as none', () => {
    const parsed = productCreateSchema.parse({
      title: ' Caneca ',
      variants: [{ price: '49.9', sku: '', barcode: '  ' }],
    })
    expect(parsed).toMatchObject({ title: 'Caneca', status: 'draft', tags: [], options: [], vendor: null })
    expect(parsed.variants[0]).toMatchObject({ sku: null, barcode: null, weightUnit: 'kg', taxable: true })
  })

  it('refuses negative prices, bad handles, unknown fields and more than three options', () => {
    const result = productCreateSchema.safeParse({
      title: 'x',
      handle: 'Not A Handle',
      extra: 1,
      options: [1, 2, 3, 4].map((n) => ({ name: `o${n}`, values: ['a'] })),
      variants: [{ price: '-1.00' }],
    })
    const paths = result.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['handle', 'options', 'variants.0.price', '']))
  })

  it('says what is wrong with a price: its decimals, its size or its sign', () => {
    const priceErrors = (variant: Record<string, unknown>) =>
      productCreateSchema
        .safeParse({ title: 'x', variants: [variant] })
        .error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    expect(priceErrors({ price: '0.001' })).toEqual([
      { path: 'variants.0.price', message: 'Use at most 2 decimal places' },
    ])
    expect(priceErrors({ price: '99999999999999.99' })).toEqual([
      { path: 'variants.0.price', message: 'Cannot exceed 9999999999999.99' },
    ])
    expect(priceErrors({ price: '1.00', compareAtPrice: '-2', cost: '0.125' })).toEqual([
      { path: 'variants.0.compareAtPrice', message: 'Must be 0 or greater' },
      { path: 'variants.0.cost', message: 'Use at most 2 decimal places' },
    ])
    expect(priceErrors({ price: 'R$ 10' })).toEqual([
      { path: 'variants.0.price', message: 'Must be an amount with at most 2 decimals' },
    ])
    expect(priceErrors({ price: '9999999999999.99', compareAtPrice: null, cost: '0' })).toBeUndefined()
  })

  it('needs the version on update', () => {
    expect(productUpdateSchema.safeParse({ title: 'x' }).success).toBe(false)
    expect(productUpdateSchema.safeParse({ version: 3, title: 'x' }).success).toBe(true)
  })
})

describe('a product option edited on its own', () => {
  const values = (...typed: string[]) => typed.map((value) => ({ value }))
  const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])

  it('keeps the typed values without the empty ones, trimmed', () => {
    expect(
      productOptionFormSchema(['Tamanho']).parse({ name: ' Cor ', values: values(' Azul', '', 'Verde', '') }),
    ).toEqual({ name: 'Cor', values: ['Azul', 'Verde'] })
  })

  it("needs a name the product's other options do not have, a value, and no value twice", () => {
    const schema = productOptionFormSchema(['Tamanho'])
    expect(messages(schema.safeParse({ name: '', values: values('') }))).toEqual([
      ['name', 'Required'],
      ['values.0.value', 'Give at least one value'],
    ])
    expect(messages(schema.safeParse({ name: 'tamanho', values: values('Azul', 'azúl', '') }))).toEqual([
      ['name', 'Option names must be different'],
      ['values.1.value', 'Values of an option must be different'],
    ])
  })
})

describe('inventory adjustment', () => {
  it('takes either a change or a count', () => {
    const base = { variantId: crypto.randomUUID(), locationId: crypto.randomUUID(), reason: 'received' }
    expect(inventoryAdjustSchema.safeParse({ ...base, delta: 5 }).success).toBe(true)
    expect(inventoryAdjustSchema.safeParse({ ...base, setTo: 0 }).success).toBe(true)
    expect(inventoryAdjustSchema.safeParse({ ...base }).success).toBe(false)
    expect(inventoryAdjustSchema.safeParse({ ...base, delta: 1, setTo: 2 }).success).toBe(false)
    expect(inventoryAdjustSchema.safeParse({ ...base, delta: 0 }).success).toBe(false)
  })
})
