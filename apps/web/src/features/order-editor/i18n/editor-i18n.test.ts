import { AMOUNT_TOO_LARGE, AMOUNT_TOO_PRECISE } from '@lojista/contracts/common/minor-units'
import { orderMessages } from '@lojista/contracts/order/messages'
import { describe, expect, it } from 'vitest'
import { changeLanguage } from '@/lib/i18n/i18n'
import { editorT, translateEditorMessage } from './editor-i18n'
import en from './en'
import ptBr from './pt-br'

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'messages'
      ? []
      : typeof child === 'string'
        ? [`${prefix}${key}`]
        : keys(child, `${prefix}${key}.`),
  )
}

describe("the order editor's texts", () => {
  it('has every English key in Portuguese', () => {
    expect(keys(ptBr).sort()).toEqual(keys(en).sort())
  })

  it('has Portuguese for every error the API answers about amounts and weights', () => {
    const errors = [
      orderMessages.lineTotalTooLarge,
      orderMessages.itemsTooLarge,
      orderMessages.totalTooLarge,
      orderMessages.weightTooLarge,
      AMOUNT_TOO_LARGE,
      AMOUNT_TOO_PRECISE,
    ]
    for (const message of errors) expect(ptBr.messages[message], message).toBeTruthy()
  })

  it('follows the language and translates shared messages', async () => {
    expect(editorT('payment.emptyCart')).toBe('Add a product to calculate total and view payment options.')
    await changeLanguage('pt-BR')
    expect(editorT('notes.empty')).toBe('Sem observações')
    expect(translateEditorMessage('Item name is required')).toBe('O nome do item é obrigatório')
    await changeLanguage('en')
    expect(translateEditorMessage('Item name is required')).toBe('Item name is required')
  })
})
