import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '@/lib/i18n/i18n'
import { countryName, languageName, ownLanguageName, paymentTermName } from './display-names'

afterEach(async () => {
  await changeLanguage('en')
})

describe('names of countries, languages and payment terms', () => {
  it('are written in the interface language', async () => {
    expect(countryName('BR')).toBe('Brazil')
    expect(languageName('pt-BR')).toBe('Brazilian Portuguese')
    expect(paymentTermName({ type: 'net', dueInDays: 30 })).toBe('Within 30 days')
    expect(paymentTermName({ type: 'receipt', dueInDays: null })).toBe('Due on receipt')
    await changeLanguage('pt-BR')
    expect(countryName('DE')).toBe('Alemanha')
    expect(countryName('br')).toBe('Brasil')
    expect(languageName('en-US')).toBe('inglês (Estados Unidos)')
    expect(paymentTermName({ type: 'net', dueInDays: 30 })).toBe('Em até 30 dias')
  })

  it('name a language in itself for the language switcher, and leave a code they do not know as it is', () => {
    expect(ownLanguageName('pt-BR')).toBe('Português (Brasil)')
    expect(ownLanguageName('en')).toBe('English')
    expect(countryName('')).toBe('')
    expect(languageName('not a code!')).toBe('not a code!')
  })
})
