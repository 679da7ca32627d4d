import type { TimelineEvent } from '@lojista/contracts/sales/timeline'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '@/lib/i18n/i18n'
import { salesT } from '@/lib/i18n/sales'
import { timelineText } from './timeline-text'

const plain = (text: string) => text.replace(/\s/g, ' ')
const text = (event: TimelineEvent) => plain(timelineText(event, salesT))

const events: TimelineEvent[] = [
  { type: 'invoice_sent', params: { recipient: 'ana@example.com' } },
  { type: 'payment_collected', params: { amount: '1234.56', currency: 'BRL' } },
  { type: 'fulfilled', params: { units: 3, fulfillmentName: '#1001-F1' } },
  {
    type: 'cancelled',
    params: { reason: 'fraud', restocked: true, notRefunded: { amount: '285.50', currency: 'BRL' } },
  },
  { type: 'refunded', params: { amount: '40.00', currency: 'BRL', method: 'pix', note: 'Chave 1199' } },
  { type: 'legacy', params: { text: 'Order imported.' } },
]

afterEach(async () => {
  await changeLanguage('en')
})

describe('timeline sentences', () => {
  it('are English with money as English writes it', () => {
    expect(events.map(text)).toEqual([
      'Invoice sent to ana@example.com.',
      'Payment of R$1,234.56 collected.',
      '3 items fulfilled (#1001-F1).',
      'Order cancelled (Fraudulent order), items restocked. R$285.50 collected and not refunded.',
      'Refunded R$40.00 (Pix): Chave 1199.',
      'Order imported.',
    ])
  })

  it('are Portuguese with money as Portuguese writes it, once the interface is in Portuguese', async () => {
    await changeLanguage('pt-BR')
    expect(events.map(text)).toEqual([
      'Fatura enviada para ana@example.com.',
      'Pagamento de R$ 1.234,56 recebido.',
      '3 itens enviados (#1001-F1).',
      'Pedido cancelado (Pedido fraudulento), itens devolvidos ao estoque. R$ 285,50 recebido e não reembolsado.',
      'Reembolso de R$ 40,00 (Pix): Chave 1199.',
      'Order imported.',
    ])
  })
})
