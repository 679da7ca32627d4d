import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { changeLanguage } from '@/lib/i18n/i18n'
import { ApiError, networkProblem, timeoutProblem } from './api-error'
import { errorMessage } from './error-message'

const refused = (status: number, detail?: string, errors?: { path: string; message: string }[]) =>
  new ApiError({ type: 'about:blank', title: 'Refused', status, detail, errors })

afterEach(async () => {
  await changeLanguage('en')
})

describe('errorMessage', () => {
  it('says the server could not be reached instead of the browser\'s "Failed to fetch"', async () => {
    const offline = new ApiError(networkProblem(new TypeError('Failed to fetch')))
    expect(errorMessage(offline)).toBe('Could not reach the server. Check your connection and try again.')
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(
      'Could not reach the server. Check your connection and try again.',
    )
    await changeLanguage('pt-BR')
    expect(errorMessage(offline)).toBe(
      'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
    )
  })

  it("names the permission a person's role lacks, in the interface language", async () => {
    const forbidden = new ApiError({
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
      detail: 'Your role does not allow this: customers.export.',
      permission: 'customers.export',
    } as never)
    expect(errorMessage(forbidden)).toBe('Your role does not allow this: Customers: Export customers.')
    await changeLanguage('pt-BR')
    expect(errorMessage(forbidden)).toBe('Sua função não permite isto: Clientes: Exportar clientes.')
  })

  it('says why a discount on an order no longer applies, in the interface language', async () => {
    const minimum = new ApiError({
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: 'Spend at least R$150.00 on eligible items to use this discount.',
      discountRefusal: {
        discountId: '0196a1d2-7c3e-7000-8000-00000000d001',
        code: 'DEZ',
        title: 'Dez por cento',
        currencyCode: 'BRL',
        refusal: { reason: 'minimum_not_met', minimum: { amount: 15000 } },
      },
    } as never)
    await changeLanguage('pt-BR')
    expect(errorMessage(minimum)).toBe(
      'Gaste pelo menos R$\u00a0150,00 em itens elegíveis para usar este desconto.',
    )
  })

  it('says a call ran out of time', async () => {
    expect(errorMessage(new ApiError(timeoutProblem()))).toBe(
      'The server took too long to answer. Try again in a moment.',
    )
    await changeLanguage('pt-BR')
    expect(errorMessage(new ApiError(timeoutProblem()))).toBe(
      'O servidor demorou demais para responder. Tente novamente em instantes.',
    )
  })

  it('says the server failed, whatever its answer reads', () => {
    expect(errorMessage(refused(500, 'TypeError: cannot read properties of undefined'))).toBe(
      'The server failed to do this. Please try again later.',
    )
    expect(errorMessage(refused(502))).toBe('The server failed to do this. Please try again later.')
  })

  it('says the server’s disk is full, so nothing was saved, when the server answers Storage full', async () => {
    const full = new ApiError(
      {
        type: 'https://lojista.dev/problems/503',
        title: 'Storage full',
        status: 503,
        detail: 'The server cannot save changes until disk space is freed.',
      },
      60,
    )
    expect(errorMessage(full)).toBe(
      "The server's disk is full, so this was not saved. Ask whoever runs the server to free some space, then try again.",
    )
    expect(errorMessage(refused(503))).toBe('The server failed to do this. Please try again later.')
    await changeLanguage('pt-BR')
    expect(errorMessage(full)).toBe(
      'O disco do servidor está cheio, então isto não foi salvo. Peça a quem cuida do servidor para liberar espaço e tente novamente.',
    )
  })

  it("rewords zod's default messages of a refused field, naming the field", async () => {
    const tooBig = refused(400, 'The request has invalid fields.', [
      { path: 'lineItems.0.quantity', message: 'Too big: expected number to be <=100000' },
    ])
    expect(errorMessage(tooBig)).toBe('Quantity: Must be at most 100,000')
    expect(
      errorMessage(
        refused(400, 'The request has invalid fields.', [
          { path: 'note', message: 'Too big: expected string to have <=5000 characters' },
        ]),
      ),
    ).toBe('Note: Must be at most 5,000 characters')
    expect(
      errorMessage(
        refused(400, undefined, [
          { path: 'customerId', message: 'Invalid input: expected string, received undefined' },
        ]),
      ),
    ).toBe('Required')
    await changeLanguage('pt-BR')
    expect(errorMessage(tooBig)).toBe('Quantidade: Deve ser no máximo 100.000')
  })

  it("keeps the server's own sentences, translated", async () => {
    const conflict = refused(409, 'This draft is already an order and can no longer be edited.')
    expect(errorMessage(conflict)).toBe('This draft is already an order and can no longer be edited.')
    const quantity = refused(400, 'The draft has invalid fields.', [
      { path: 'lineItems.0.quantity', message: 'Quantity must be at least 1' },
    ])
    expect(errorMessage(quantity)).toBe('Quantity must be at least 1')
    await changeLanguage('pt-BR')
    expect(errorMessage(refused(401, 'Invalid credentials'))).toBe('Credenciais inválidas')
  })

  it("looks a sentence up in a feature's own catalogue before the app's", async () => {
    await changeLanguage('pt-BR')
    const own = (message: string) =>
      message === 'Another record already uses this handle' ? 'Handle em uso' : message
    expect(errorMessage(refused(409, 'Another record already uses this handle'), { translate: own })).toBe(
      'Handle em uso',
    )
    // A sentence the feature does not know is still found in the app's catalogue.
    expect(errorMessage(refused(401, 'Invalid credentials'), { translate: own })).toBe(
      'Credenciais inválidas',
    )
  })

  it('tells an answer that does not match its schema apart from a refusal', () => {
    const parsed = z.object({ id: z.string() }).safeParse({ id: 1 })
    expect(errorMessage(parsed.error)).toBe("The server's answer could not be read. Please try again later.")
  })

  it('uses the fallback when the error says nothing staff could use', () => {
    expect(errorMessage(refused(409), { fallback: 'Could not create the order.' })).toBe(
      'Could not create the order.',
    )
    expect(errorMessage(new RangeError('Invalid array length'), { fallback: 'Could not save.' })).toBe(
      'Could not save.',
    )
    expect(errorMessage('boom')).toBe('Something went wrong. Please try again.')
  })
})
