import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { timestamps, version } from './columns.ts'
import { tenants } from './tenancy.ts'

/**
 * How a store's customers may pay at checkout, one row per store, written on the first save of Settings →
 * Payments (a store without one takes the test card only). Decision 031.
 */
export const paymentSettings = pgTable('payment_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  cardEnabled: boolean('card_enabled').notNull().default(true),
  cardProvider: text('card_provider', { enum: ['test'] })
    .notNull()
    .default('test'),
  pixEnabled: boolean('pix_enabled').notNull().default(false),
  pixKeyType: text('pix_key_type', { enum: ['cpf', 'cnpj', 'email', 'phone', 'random'] })
    .notNull()
    .default('email'),
  pixKey: text('pix_key').notNull().default(''),
  pixMerchantName: text('pix_merchant_name').notNull().default(''),
  pixMerchantCity: text('pix_merchant_city').notNull().default(''),
  pixInstructions: text('pix_instructions').notNull().default(''),
  bankDepositEnabled: boolean('bank_deposit_enabled').notNull().default(false),
  bankDepositInstructions: text('bank_deposit_instructions').notNull().default(''),
  cashOnDeliveryEnabled: boolean('cash_on_delivery_enabled').notNull().default(false),
  cashOnDeliveryInstructions: text('cash_on_delivery_instructions').notNull().default(''),
  boletoEnabled: boolean('boleto_enabled').notNull().default(false),
  boletoInstructions: text('boleto_instructions').notNull().default(''),
  version: version(),
  ...timestamps(),
})
