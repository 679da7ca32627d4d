import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  completeCnpj,
  completeCpf,
  formatTaxId,
  isValidCnpj,
  isValidCpf,
  isValidTaxId,
  normalizeTaxId,
} from './tax-id.ts'

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length })
const cnpjBase = fc.string({
  unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  minLength: 12,
  maxLength: 12,
})
const notRepeated = (text: string) => !/^(.)\1*$/.test(text)

describe('CPF', () => {
  it('accepts known valid numbers, with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true)
    expect(isValidCpf('52998224725')).toBe(true)
    expect(isValidCpf(' 111.444.777-35 ')).toBe(true)
  })

  it('refuses wrong check digits, repeated digits and wrong lengths', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false)
    expect(isValidCpf('111.111.111-11')).toBe(false)
    expect(isValidCpf('5299822472')).toBe(false)
    expect(isValidCpf('')).toBe(false)
  })

  it('accepts every completed base', () => {
    fc.assert(
      fc.property(digits(9), (base) => {
        const cpf = completeCpf(base)
        fc.pre(notRepeated(cpf))
        expect(isValidCpf(cpf)).toBe(true)
        expect(isValidCpf(formatTaxId(cpf))).toBe(true)
        expect(normalizeTaxId(formatTaxId(cpf))).toBe(cpf)
      }),
    )
  })

  // Only a changed check digit is always caught: both check digits map remainders 0 and 10 to the same
  // digit, so a few changes of a base digit keep a valid number (as with any CPF validator).
  it('refuses any single changed check digit', () => {
    fc.assert(
      fc.property(
        digits(9),
        fc.constantFrom(9, 10),
        fc.integer({ min: 1, max: 9 }),
        (base, position, delta) => {
          const cpf = completeCpf(base)
          const changed = (Number(cpf[position]) + delta) % 10
          const wrong = `${cpf.slice(0, position)}${changed}${cpf.slice(position + 1)}`
          expect(isValidCpf(wrong)).toBe(false)
        },
      ),
    )
  })
})

describe('CNPJ', () => {
  it('accepts known valid numbers, numeric and alphanumeric', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true)
    expect(isValidCnpj('11222333000181')).toBe(true)
    // The Receita Federal's published example of an alphanumeric CNPJ.
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true)
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true)
  })

  it('refuses wrong check digits, repeated digits, letters in the check digits and wrong lengths', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false)
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false)
    expect(isValidCnpj('12ABC34501DEA5')).toBe(false)
    expect(isValidCnpj('1122233300018')).toBe(false)
  })

  it('accepts every completed base and refuses any single changed check digit', () => {
    fc.assert(
      fc.property(cnpjBase, fc.boolean(), fc.integer({ min: 1, max: 9 }), (base, last, delta) => {
        const cnpj = completeCnpj(base)
        fc.pre(notRepeated(cnpj))
        expect(isValidCnpj(cnpj)).toBe(true)
        expect(isValidTaxId(formatTaxId(cnpj))).toBe(true)
        const position = last ? 13 : 12
        const wrong = `${cnpj.slice(0, position)}${(Number(cnpj[position]) + delta) % 10}${cnpj.slice(position + 1)}`
        expect(isValidCnpj(wrong)).toBe(false)
      }),
    )
  })
})

describe('tax id', () => {
  it('tells CPF from CNPJ by length, and refuses anything else', () => {
    expect(isValidTaxId('529.982.247-25')).toBe(true)
    expect(isValidTaxId('11.222.333/0001-81')).toBe(true)
    expect(isValidTaxId('123')).toBe(false)
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const length = normalizeTaxId(text).length
        if (length !== 11 && length !== 14) expect(isValidTaxId(text)).toBe(false)
      }),
    )
  })

  it('normalises idempotently to digits and capital letters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const once = normalizeTaxId(text)
        expect(normalizeTaxId(once)).toBe(once)
        expect(once).toMatch(/^[0-9A-Z]*$/)
      }),
    )
  })
})
