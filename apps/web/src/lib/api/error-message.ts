import { STORAGE_FULL_TITLE } from '@lojista/contracts/common/storage-full'
import type { DiscountRefusalProblem } from '@lojista/contracts/discounts/refusal-schema'
import { discountRefusalText } from '@lojista/contracts/discounts/refusals'
import { PERMISSIONS, type Permission } from '@lojista/contracts/staff/permissions'
import { permissionLabel } from '@/lib/auth/permissions'
import { i18n, translateMessage } from '@/lib/i18n/i18n'
import { ApiError } from './api-error'

export interface ErrorMessageOptions {
  /** Said when the error carries no reason of its own (a refused call without one, an unknown failure). */
  fallback?: string
  /** Looks a server or schema sentence up in a feature's own texts before the app's. */
  translate?: (message: string) => string
}

// Browsers word a failed fetch differently (Chromium, Firefox, Safari).
const FETCH_FAILURES = new Set([
  'Failed to fetch',
  'NetworkError when attempting to fetch resource.',
  'Load failed',
])

/**
 * The one place an error becomes text shown to staff, in the interface language: no answer (offline, a
 * time limit), a server failure, an answer that could not be read and the API's refusals each get a
 * plain sentence, and the validation messages of zod's defaults are reworded, so nothing technical
 * ("Failed to fetch", "Too big: expected number to be <=100000") reaches a toast.
 */
export function errorMessage(error: unknown, options: ErrorMessageOptions = {}): string {
  const translate = (message: string) => {
    const own = options.translate?.(message)
    return own !== undefined && own !== message ? own : translateMessage(message)
  }
  const otherwise = () => options.fallback ?? i18n.t('errors.unexpected')
  if (error instanceof ApiError) {
    if (error.isTimeout) return i18n.t('errors.timeout')
    if (error.isNetworkError) return i18n.t('errors.network')
    // Nothing was saved, and trying again helps only once someone frees disk space on the server.
    if (error.status === 503 && error.problem.title === STORAGE_FULL_TITLE)
      return i18n.t('errors.storageFull')
    if (error.status >= 500) return i18n.t('errors.serverFailed')
    // A refusal of the person's role names the permission: said in the interface language.
    const { permission } = error.problem as { permission?: unknown }
    if (error.status === 403 && PERMISSIONS.includes(permission as Permission)) {
      return i18n.t('access.notAllowed', { permission: permissionLabel(permission as Permission) })
    }
    // An order refused for a discount that no longer applies: why, worded here (the detail is English).
    const { discountRefusal } = error.problem as { discountRefusal?: Partial<DiscountRefusalProblem> }
    if (
      error.status === 409 &&
      discountRefusal?.refusal &&
      typeof discountRefusal.currencyCode === 'string'
    ) {
      const text = discountRefusalText(discountRefusal.refusal, i18n.language, discountRefusal.currencyCode)
      if (text) return text
    }
    const [field] = error.fieldErrors
    const detail = error.problem.detail
    // A 400's field errors say what was wrong; its detail only that something was. Other refusals (a
    // conflict, too little stock) state the reason in the detail and list the particulars as fields.
    if (field && (error.status === 400 || !detail)) return fieldMessage(field.path, field.message, translate)
    if (detail) return translate(detail)
    return options.fallback ?? i18n.t('errors.refused')
  }
  if (error instanceof DOMException && error.name === 'TimeoutError') return i18n.t('errors.timeout')
  if (error instanceof TypeError && FETCH_FAILURES.has(error.message)) return i18n.t('errors.network')
  // An answer that did not match its schema: the server and this page disagree about its shape.
  if (error instanceof Error && error.name === 'ZodError') return i18n.t('errors.unreadableAnswer')
  // Errors of our own code carry a sentence meant for staff; the built-in kinds (TypeError, ...) do not.
  if (error instanceof Error && error.name === 'Error' && error.message) return translate(error.message)
  return otherwise()
}

const number = (value: string) => new Intl.NumberFormat(i18n.language).format(Number(value))

/** zod's default messages worded for people, or null for a sentence of our own. */
function zodDefaultMessage(message: string): string | null {
  const size = /^Too (big|small): expected (\w+) to (?:be|have) ([<>]=?)(-?[\d.]+)(?: \w+)?$/.exec(message)
  if (size) {
    const [, , origin, comparator = '', limit = '0'] = size
    const atMost = comparator.startsWith('<')
    // The count picks the plural form; the number is written as the interface language writes it.
    const sized = { count: Number(limit), limit: number(limit) }
    if (origin === 'string') return i18n.t(atMost ? 'errors.tooLong' : 'errors.tooShort', sized)
    if (origin === 'array' || origin === 'set') {
      return i18n.t(atMost ? 'errors.tooMany' : 'errors.tooFew', sized)
    }
    const inclusive = comparator.endsWith('=')
    const key = atMost
      ? inclusive
        ? 'errors.atMost'
        : 'errors.lessThan'
      : inclusive
        ? 'errors.atLeast'
        : 'errors.moreThan'
    return i18n.t(key, { limit: number(limit) })
  }
  if (/^Invalid input: expected \w+, received undefined$/.test(message)) return i18n.t('errors.required')
  if (/^Invalid option\b/.test(message)) return i18n.t('errors.notAnOption')
  if (/^(Invalid input|Invalid [\w ]+|Invalid string: .*|Unrecognized keys?: .*)$/.test(message)) {
    return i18n.t('errors.invalidValue')
  }
  return null
}

/** Fields staff know by name: a reworded default message says which one it is about. */
const FIELD_NAMES = [
  'quantity',
  'price',
  'amount',
  'value',
  'weight',
  'rate',
  'title',
  'note',
  'email',
  'phone',
] as const
type FieldName = (typeof FIELD_NAMES)[number]

function fieldMessage(path: string, message: string, translate: (message: string) => string): string {
  const reworded = zodDefaultMessage(message)
  // Our own sentences name their field already ("Quantity must be at least 1").
  if (reworded === null) return translate(message)
  const name = path
    .split('.')
    .reverse()
    .find((part) => !/^\d+$/.test(part))
  if (!FIELD_NAMES.includes(name as FieldName)) return reworded
  return i18n.t('errors.inField', { field: i18n.t(`errors.fields.${name as FieldName}`), message: reworded })
}
