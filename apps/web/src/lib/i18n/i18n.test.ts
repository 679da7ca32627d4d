import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage, i18n, LANGUAGE_KEY, readStoredLanguage, translateMessage } from './i18n'

afterEach(async () => {
  await changeLanguage('en')
})

describe('i18n', () => {
  it('defaults to English', () => {
    expect(readStoredLanguage()).toBe('en')
    expect(i18n.t('routes.orders')).toBe('Orders')
  })

  it('ignores a stored language it does not support', () => {
    localStorage.setItem(LANGUAGE_KEY, 'xx')
    expect(readStoredLanguage()).toBe('en')
  })

  it('switches to Brazilian Portuguese, keeps the choice and marks the document', async () => {
    await changeLanguage('pt-BR')
    expect(i18n.t('routes.orders')).toBe('Pedidos')
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('pt-BR')
    expect(readStoredLanguage()).toBe('pt-BR')
    expect(document.documentElement.lang).toBe('pt-BR')
  })

  it('translates shared English messages by their text, keeping unknown ones', async () => {
    expect(translateMessage('Invalid credentials')).toBe('Invalid credentials')
    await changeLanguage('pt-BR')
    expect(translateMessage('Invalid credentials')).toBe('Credenciais inválidas')
    expect(translateMessage('Some new server message')).toBe('Some new server message')
  })
})
