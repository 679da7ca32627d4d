import { describe, expect, it } from 'vitest'
import { formatNumberText, fromScaled, type NumberKind, parseNumberText, toScaled } from './number-text'

const read = (text: string, language: string, kind: NumberKind = 'money', allowNegative = true) =>
  parseNumberText(text, { kind, language, allowNegative, currencyCode: 'BRL' })

describe('parseNumberText in Portuguese', () => {
  it('reads the comma as the decimal point and the dot as thousands', () => {
    expect(read('49,90', 'pt-BR')).toEqual({ ok: true, value: '49.90' })
    expect(read('1.234,56', 'pt-BR')).toEqual({ ok: true, value: '1234.56' })
    expect(read('1.234.567', 'pt-BR')).toEqual({ ok: true, value: '1234567.00' })
    expect(read('0,5', 'pt-BR')).toEqual({ ok: true, value: '0.50' })
  })

  it('takes the currency symbol or code typed or pasted with the amount', () => {
    expect(read('R$ 19,99', 'pt-BR')).toEqual({ ok: true, value: '19.99' })
    expect(read('R$\u00a01.234,56', 'pt-BR')).toEqual({ ok: true, value: '1234.56' })
    expect(read('19,99 BRL', 'pt-BR')).toEqual({ ok: true, value: '19.99' })
  })

  it('reads percentages with their sign', () => {
    expect(read('12,5%', 'pt-BR', 'percent')).toEqual({ ok: true, value: '12.5' })
    expect(read('7,125', 'pt-BR', 'percent')).toEqual({ ok: true, value: '7.125' })
  })

  it('takes a lone dot that cannot group thousands as the decimal point', () => {
    expect(read('49.90', 'pt-BR')).toEqual({ ok: true, value: '49.90' })
    expect(read('0.250', 'pt-BR', 'weight')).toEqual({ ok: true, value: '0.25' })
  })
})

describe('parseNumberText in English', () => {
  it('reads the dot as the decimal point and the comma as thousands', () => {
    expect(read('1,234.56', 'en')).toEqual({ ok: true, value: '1234.56' })
    expect(read('R$1,234.56', 'en')).toEqual({ ok: true, value: '1234.56' })
    expect(read('1,234', 'en', 'quantity')).toEqual({ ok: true, value: '1234' })
    expect(read('12.5%', 'en', 'percent')).toEqual({ ok: true, value: '12.5' })
  })

  it('takes a lone comma that cannot group thousands as the decimal point', () => {
    expect(read('49,90', 'en')).toEqual({ ok: true, value: '49.90' })
  })
})

describe('parseNumberText refuses what is not a number of its kind', () => {
  it('is empty, not zero, for an empty field', () => {
    expect(read('', 'pt-BR')).toEqual({ ok: true, value: null })
    expect(read('   ', 'en')).toEqual({ ok: true, value: null })
  })

  it('refuses garbage and misplaced separators', () => {
    for (const text of ['abc', '12a', 'R$', '-', '1,2,3', '1.23.4', '1,234.5', '12,5,0', '1.2,3']) {
      expect(read(text, 'pt-BR'), text).toEqual({ ok: false, problem: 'notANumber' })
    }
    expect(read('1.234,5', 'en')).toEqual({ ok: false, problem: 'notANumber' })
  })

  it('refuses more decimals than the kind keeps, but not trailing zeros', () => {
    expect(read('49,999', 'pt-BR')).toEqual({ ok: false, problem: 'tooManyDecimals' })
    expect(read('1,5', 'pt-BR', 'quantity')).toEqual({ ok: false, problem: 'tooManyDecimals' })
    expect(read('1,23456', 'pt-BR', 'percent')).toEqual({ ok: false, problem: 'tooManyDecimals' })
    expect(read('49,900', 'pt-BR')).toEqual({ ok: true, value: '49.90' })
  })

  it('reads negatives only where they are allowed', () => {
    expect(read('-5', 'pt-BR', 'quantity')).toEqual({ ok: true, value: '-5' })
    expect(read('−1.234,5', 'pt-BR')).toEqual({ ok: true, value: '-1234.50' })
    expect(read('-R$ 5,00', 'pt-BR')).toEqual({ ok: true, value: '-5.00' })
    expect(read('R$ -5,00', 'pt-BR')).toEqual({ ok: true, value: '-5.00' })
    expect(read('-5', 'pt-BR', 'money', false)).toEqual({ ok: false, problem: 'negative' })
    expect(read('-0', 'pt-BR', 'money', false)).toEqual({ ok: true, value: '0.00' })
  })

  it('refuses numbers wider than the API keeps', () => {
    expect(read('12345678901234', 'en')).toEqual({ ok: false, problem: 'tooLarge' })
  })
})

describe('formatNumberText', () => {
  it('shows the value with the language’s separators', () => {
    expect(formatNumberText('1234.5', 'money', 'pt-BR')).toBe('1.234,50')
    expect(formatNumberText('1234.5', 'money', 'en')).toBe('1,234.50')
    expect(formatNumberText('12.5', 'percent', 'pt-BR')).toBe('12,5')
    expect(formatNumberText('0.25', 'weight', 'en')).toBe('0.25')
    expect(formatNumberText(null, 'money', 'en')).toBe('')
  })

  it('reads back what it shows', () => {
    for (const language of ['pt-BR', 'en']) {
      for (const value of ['1234567.89', '0.05', '49.90']) {
        const shown = formatNumberText(value, 'money', language)
        expect(read(shown, language)).toEqual({ ok: true, value })
      }
    }
  })
})

describe('scaled values', () => {
  it('counts in the kind’s smallest step, both ways, exactly', () => {
    expect(toScaled('12.5', 'percent')).toBe(125_000)
    expect(toScaled('49.90', 'money')).toBe(4990)
    expect(toScaled('-0.01', 'money')).toBe(-1)
    expect(fromScaled(125_000, 'percent')).toBe('12.5')
    expect(fromScaled(4990, 'money')).toBe('49.90')
    expect(fromScaled(-1, 'money')).toBe('-0.01')
    expect(fromScaled(7, 'quantity')).toBe('7')
  })
})
