import { afterEach, describe, expect, it } from 'vitest'
import {
  changeLanguage,
  hasChosenLanguage,
  i18n,
  LANGUAGE_KEY,
  readStoredLanguage,
  registerNamespace,
  showLanguage,
  textsLoaded,
  translateMessage,
} from './i18n'

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

  it('can show a language without keeping it as the user’s choice', async () => {
    expect(hasChosenLanguage()).toBe(false)
    expect(await showLanguage('pt-BR')).toBe(true)
    expect(i18n.t('routes.orders')).toBe('Pedidos')
    expect(hasChosenLanguage()).toBe(false)
    expect(readStoredLanguage()).toBe('en')
    await changeLanguage('pt-BR')
    expect(hasChosenLanguage()).toBe(true)
  })

  it('translates shared English messages by their text, keeping unknown ones', async () => {
    expect(translateMessage('Invalid credentials')).toBe('Invalid credentials')
    await changeLanguage('pt-BR')
    expect(translateMessage('Invalid credentials')).toBe('Credenciais inválidas')
    expect(translateMessage('Some new server message')).toBe('Some new server message')
  })

  it('translates a server sentence with numbers in it, keeping the numbers', async () => {
    await changeLanguage('pt-BR')
    expect(
      translateMessage(
        'This store has sent 200 emails in the last hour, the most allowed; try again in 12 minutes.',
      ),
    ).toBe('Esta loja enviou 200 e-mails na última hora, o máximo permitido; tente novamente em 12 minutos.')
    expect(
      translateMessage(
        'This store has sent 5 emails in the last hour, the most allowed; try again in 1 minute.',
      ),
    ).toBe('Esta loja enviou 5 e-mails na última hora, o máximo permitido; tente novamente em 1 minuto.')
    expect(translateMessage('This store has sent many emails')).toBe('This store has sent many emails')
  })

  it("loads a feature's texts in another language only when that language is in use", async () => {
    const greeting = (namespace: string) =>
      i18n.t('greeting', { ns: namespace } as never) as unknown as string
    let loads = 0
    const portuguese = async () => {
      loads += 1
      return { default: { greeting: 'Olá' } }
    }
    registerNamespace('feature-a', { greeting: 'Hello' }, { 'pt-BR': portuguese })
    expect(loads).toBe(0)
    expect(greeting('feature-a')).toBe('Hello')
    await changeLanguage('pt-BR')
    expect(loads).toBe(1)
    expect(greeting('feature-a')).toBe('Olá')

    // A feature whose code arrives while Portuguese is in use gets its Portuguese texts before it shows.
    registerNamespace(
      'feature-b',
      { greeting: 'Hi' },
      { 'pt-BR': async () => ({ default: { greeting: 'Oi' } }) },
    )
    await textsLoaded()
    expect(greeting('feature-b')).toBe('Oi')
  })
})
