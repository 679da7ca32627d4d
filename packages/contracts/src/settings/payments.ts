import { z } from 'zod'
import { versionSchema } from '../common/integers.ts'
import { problemSchema } from '../common/problem.ts'
import { isValidCnpj, isValidCpf } from '../party/tax-id.ts'
import { PIX_MERCHANT_CITY_MAX, PIX_MERCHANT_NAME_MAX } from './pix-br-code.ts'

// Settings → Payments: how a store's customers may pay at checkout. Card goes through a card provider
// (only the test provider exists, decision 031); the others are manual: the order is placed awaiting the
// payment, and staff mark it received.

/** Every way a customer may pay at checkout. */
export const paymentMethods = ['card', 'pix', 'bank_deposit', 'cash_on_delivery', 'boleto'] as const
export const paymentMethodSchema = z.enum(paymentMethods)
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

/** The methods paid outside the checkout: the order waits until staff mark the payment received. */
export const manualPaymentMethods = ['pix', 'bank_deposit', 'cash_on_delivery', 'boleto'] as const
export type ManualPaymentMethod = (typeof manualPaymentMethods)[number]
export const isManualPaymentMethod = (method: string): method is ManualPaymentMethod =>
  (manualPaymentMethods as readonly string[]).includes(method)

/** The card providers a store can choose; a real one is added beside the test provider (decision 031). */
export const cardProviders = ['test'] as const

/** The kinds of Pix key the Central Bank registers. */
export const pixKeyTypes = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const
export type PixKeyType = (typeof pixKeyTypes)[number]

export const INSTRUCTIONS_MAX = 1000

/** What the payment settings say to people; English sentences the web finds translations of. */
export const paymentSettingsMessages = {
  required: 'Required',
  pixKeyCpf: 'Enter the 11 digits of a valid CPF',
  pixKeyCnpj: 'Enter the 14 characters of a valid CNPJ',
  pixKeyEmail: 'Enter an email address such as pix@loja.com.br',
  pixKeyPhone: 'Enter the phone with its area code, such as +55 11 91234-5678',
  pixKeyRandom: 'Enter the random key as the bank shows it (8-4-4-4-12 characters)',
  merchantNameTooLong: `Use at most ${PIX_MERCHANT_NAME_MAX} characters`,
  merchantCityTooLong: `Use at most ${PIX_MERCHANT_CITY_MAX} characters`,
  instructionsTooLong: `Use at most ${INSTRUCTIONS_MAX} characters`,
  instructionsRequired: 'Tell customers how to pay',
  noMethod: 'Turn on at least one way to pay',
  staleVersion: 'Someone else changed these settings in the meantime. Review them and save again.',
} as const
const M = paymentSettingsMessages

/**
 * The Pix key as the bank registered it, from what staff typed: CPF and CNPJ as their characters, the
 * phone as +55 and its digits, the email in lower case, the random key in lower case.
 */
export function normalizePixKey(type: PixKeyType, key: string): string {
  const value = key.trim()
  switch (type) {
    case 'cpf':
      return value.replace(/\D/g, '')
    case 'cnpj':
      return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase()
    case 'phone': {
      const digits = value.replace(/\D/g, '')
      return digits ? `+${digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`}` : ''
    }
    default:
      return value.toLowerCase()
  }
}

/** Why the key does not fit its type, or null when it does. */
export function pixKeyProblem(type: PixKeyType, key: string): string | null {
  const value = normalizePixKey(type, key)
  switch (type) {
    case 'cpf':
      return /^\d{11}$/.test(value) && isValidCpf(value) ? null : M.pixKeyCpf
    case 'cnpj':
      return isValidCnpj(value) ? null : M.pixKeyCnpj
    case 'email':
      return value.length <= 77 && z.email().safeParse(value).success ? null : M.pixKeyEmail
    case 'phone':
      return /^\+55\d{10,11}$/.test(value) ? null : M.pixKeyPhone
    case 'random':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)
        ? null
        : M.pixKeyRandom
  }
}

const instructions = z.string().trim().max(INSTRUCTIONS_MAX, M.instructionsTooLong)

/** The fields, checked the same way by the request and the page's form. */
export const paymentSettingsFields = {
  cardEnabled: z.boolean(),
  cardProvider: z.enum(cardProviders),
  pixEnabled: z.boolean(),
  pixKeyType: z.enum(pixKeyTypes),
  pixKey: z.string().trim().max(100),
  /** As the BR Code carries it: the name and city the payer's bank shows. */
  pixMerchantName: z.string().trim().max(PIX_MERCHANT_NAME_MAX, M.merchantNameTooLong),
  pixMerchantCity: z.string().trim().max(PIX_MERCHANT_CITY_MAX, M.merchantCityTooLong),
  pixInstructions: instructions,
  bankDepositEnabled: z.boolean(),
  bankDepositInstructions: instructions,
  cashOnDeliveryEnabled: z.boolean(),
  cashOnDeliveryInstructions: instructions,
  boletoEnabled: z.boolean(),
  boletoInstructions: instructions,
}
type PaymentFields = {
  [K in keyof typeof paymentSettingsFields]: z.output<(typeof paymentSettingsFields)[K]>
}

/**
 * What only the whole settings can tell: an enabled method has what the customer needs (Pix its key,
 * name and city; deposit and boleto their instructions), and at least one method is on. The form checks
 * it as it is typed; the server answers the same field errors (a 400) before it saves.
 */
export function paymentSettingsProblems(
  settings: PaymentFields,
): { path: keyof PaymentFields; message: string }[] {
  const problems: { path: keyof PaymentFields; message: string }[] = []
  const issue = (path: keyof PaymentFields, message: string) => problems.push({ path, message })
  if (settings.pixEnabled) {
    if (!settings.pixKey) issue('pixKey', M.required)
    else {
      const problem = pixKeyProblem(settings.pixKeyType, settings.pixKey)
      if (problem) issue('pixKey', problem)
    }
    if (!settings.pixMerchantName) issue('pixMerchantName', M.required)
    if (!settings.pixMerchantCity) issue('pixMerchantCity', M.required)
  }
  if (settings.bankDepositEnabled && !settings.bankDepositInstructions) {
    issue('bankDepositInstructions', M.instructionsRequired)
  }
  if (settings.boletoEnabled && !settings.boletoInstructions)
    issue('boletoInstructions', M.instructionsRequired)
  const anyOn =
    settings.cardEnabled ||
    settings.pixEnabled ||
    settings.bankDepositEnabled ||
    settings.cashOnDeliveryEnabled ||
    settings.boletoEnabled
  if (!anyOn) issue('cardEnabled', M.noMethod)
  return problems
}

/**
 * `PUT /v1/settings/payments`: every field and the version read; a stale version answers 409. What the
 * fields say together (`paymentSettingsProblems`) is checked by the server before it saves.
 */
export const paymentSettingsUpdateSchema = z
  .strictObject({ ...paymentSettingsFields, version: versionSchema })
  .transform((settings) => ({ ...settings, pixKey: normalizePixKey(settings.pixKeyType, settings.pixKey) }))
export type PaymentSettingsUpdate = z.input<typeof paymentSettingsUpdateSchema>
export type PaymentSettingsChange = z.output<typeof paymentSettingsUpdateSchema>

/** A store's payment settings (`GET /v1/settings/payments`). */
export const paymentSettingsSchema = z.object({
  cardEnabled: z.boolean(),
  cardProvider: z.enum(cardProviders),
  pixEnabled: z.boolean(),
  pixKeyType: z.enum(pixKeyTypes),
  pixKey: z.string(),
  pixMerchantName: z.string(),
  pixMerchantCity: z.string(),
  pixInstructions: z.string(),
  bankDepositEnabled: z.boolean(),
  bankDepositInstructions: z.string(),
  cashOnDeliveryEnabled: z.boolean(),
  cashOnDeliveryInstructions: z.string(),
  boletoEnabled: z.boolean(),
  boletoInstructions: z.string(),
  /** 1 until first saved. */
  version: z.number().int(),
  /** null until first saved. */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
})
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>

export const paymentSettingsResultSchema = z.object({ settings: paymentSettingsSchema })
export const paymentSettingsConflictSchema = problemSchema.extend({ current: paymentSettingsSchema })

/** What a store that never saved its payment settings reads: the test card, as checkout always took. */
export const DEFAULT_PAYMENT_SETTINGS = {
  cardEnabled: true,
  cardProvider: 'test',
  pixEnabled: false,
  pixKeyType: 'email',
  pixKey: '',
  pixMerchantName: '',
  pixMerchantCity: '',
  pixInstructions: '',
  bankDepositEnabled: false,
  bankDepositInstructions: '',
  cashOnDeliveryEnabled: false,
  cashOnDeliveryInstructions: '',
  boletoEnabled: false,
  boletoInstructions: '',
} as const satisfies Omit<PaymentSettings, 'version' | 'updatedAt'>

/** The methods the settings turn on, in the order the checkout page offers them. */
export function enabledPaymentMethods(
  settings: Omit<PaymentSettings, 'version' | 'updatedAt'>,
): PaymentMethod[] {
  const on: Record<PaymentMethod, boolean> = {
    pix: settings.pixEnabled,
    card: settings.cardEnabled,
    bank_deposit: settings.bankDepositEnabled,
    boleto: settings.boletoEnabled,
    cash_on_delivery: settings.cashOnDeliveryEnabled,
  }
  return (Object.keys(on) as PaymentMethod[]).filter((method) => on[method])
}

/** The Payments page's form: the request's fields, checked as a whole like the request. */
export const paymentSettingsFormSchema = z.object(paymentSettingsFields).superRefine((settings, ctx) => {
  for (const { path, message } of paymentSettingsProblems(settings)) {
    ctx.addIssue({ code: 'custom', path: [path], message })
  }
})
export type PaymentSettingsFormValues = z.input<typeof paymentSettingsFormSchema>
export type PaymentSettingsFormOutput = z.output<typeof paymentSettingsFormSchema>

export function paymentSettingsFormValues(settings: PaymentSettings): PaymentSettingsFormValues {
  const { version: _, updatedAt: __, ...fields } = settings
  return fields
}
