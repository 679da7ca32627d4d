import type { Db } from '../db/client.ts'
import { paymentSettings } from '../db/schema/index.ts'
import { inScope } from '../db/scope.ts'

type DemoPayments = Omit<typeof paymentSettings.$inferInsert, 'tenantId'>

/**
 * The demo stores' Settings → Payments: Pix (the way most Brazilians pay online) with the kind of key a
 * small shop registers, a bank transfer with its details, and the test card. The keys and accounts are
 * made up: Casa Aurora's key is its (made-up) CNPJ, Ipê Store's a random key.
 */
export const DEMO_PAYMENT_SETTINGS: Record<string, DemoPayments> = {
  'Casa Aurora': {
    cardEnabled: true,
    cardProvider: 'test',
    pixEnabled: true,
    pixKeyType: 'cnpj',
    pixKey: '41826357000100',
    pixMerchantName: 'Casa Aurora',
    pixMerchantCity: 'Sao Paulo',
    pixInstructions:
      'Assim que o Pix for confirmado, separamos o seu pedido e enviamos o código de rastreio.',
    bankDepositEnabled: true,
    bankDepositInstructions:
      'Banco Itaú (341), agência 0912, conta corrente 45821-7\n' +
      'Casa Aurora Comércio de Moda e Casa Ltda — CNPJ 41.826.357/0001-00\n' +
      'Envie o comprovante para contato@casaaurora.example.com com o número do pedido.',
    cashOnDeliveryEnabled: false,
    cashOnDeliveryInstructions: '',
    boletoEnabled: false,
    boletoInstructions: '',
  },
  'Ipê Store': {
    cardEnabled: true,
    cardProvider: 'test',
    pixEnabled: true,
    pixKeyType: 'random',
    pixKey: '7f3c9a12-5b8e-4d21-9c6f-2e1a0b7d4c58',
    pixMerchantName: 'Ipe Cafes e Utilidades',
    pixMerchantCity: 'Sao Paulo',
    pixInstructions: '',
    bankDepositEnabled: true,
    bankDepositInstructions:
      'Nubank (260), agência 0001, conta 9384721-0\n' +
      'Ipê Cafés e Utilidades Ltda — CNPJ 52.937.468/0001-00\n' +
      'O pedido é enviado depois que a transferência cair na conta (até 1 dia útil).',
    cashOnDeliveryEnabled: true,
    cashOnDeliveryInstructions: 'Só para entregas em São Paulo: pague em dinheiro ou Pix ao entregador.',
    boletoEnabled: false,
    boletoInstructions: '',
  },
}

/** Writes a demo store's payment settings; a store the demo does not know keeps the test card alone. */
export async function seedPaymentSettings(db: Db, tenantId: string, storeName: string): Promise<void> {
  const settings = DEMO_PAYMENT_SETTINGS[storeName]
  if (!settings) return
  await inScope(db, { tenantId }, (tx) => tx.insert(paymentSettings).values({ tenantId, ...settings }))
}
