import { z } from 'zod'
import { connectionSchema, MAX_PAGE_SIZE } from '../common/pagination.ts'
import { PERMISSION_AREAS, type PermissionArea } from './permissions.ts'

/**
 * What the activity log records, by area: each change that matters, with who made it, when, from where,
 * and the fields it changed (before and after). Entries are facts (an action and its subject), worded
 * by the reader in their language.
 */
export const ACTIVITY_ACTIONS = [
  'role.created',
  'role.updated',
  'role.deleted',
  'member.role_changed',
  'member.removed',
  'member.suspended',
  'member.reactivated',
  'member.made_owner',
  'member.signed_in',
  'member.invited',
  'member.invitation_resent',
  'member.invitation_revoked',
  'member.joined',
  'settings.general_updated',
  'settings.brand_updated',
  'settings.payments_updated',
  'settings.security_updated',
  'shipping_profile.created',
  'shipping_profile.updated',
  'shipping_profile.deleted',
  'local_delivery.created',
  'local_delivery.updated',
  'local_delivery.deleted',
  'pickup.created',
  'pickup.updated',
  'pickup.deleted',
  'location.created',
  'location.updated',
  'location.deleted',
  'settings.taxes_updated',
  'settings.tax_region_created',
  'settings.tax_region_updated',
  'settings.tax_region_deleted',
  'settings.checkout_updated',
  'settings.customer_accounts_updated',
  'settings.pricing_updated',
  'settings.privacy_updated',
  'settings.policy_updated',
  'customer.data_exported',
  'customer.erased',
  'member.two_factor_enabled',
  'member.two_factor_disabled',
  'member.recovery_code_used',
  'member.recovery_codes_replaced',
  'member.signed_out_everywhere',
  'api_token.created',
  'api_token.revoked',
  'discount.created',
  'discount.updated',
  'discount.deactivated',
  'discount.deleted',
  'discount.codes_generated',
  'discount.codes_exported',
  'product.created',
  'product.updated',
  'product.archived',
  'product.unarchived',
  'product.imported',
  'product.exported',
  'collection.created',
  'collection.updated',
  'collection.deleted',
  'collection.products_added',
  'collection.products_removed',
  'collection.reordered',
  'customer.created',
  'customer.updated',
  'customer.archived',
  'customer.unarchived',
  'customer.imported',
  'customer.exported',
  'draft_order.created',
  'draft_order.deleted',
  'draft_order.invoice_sent',
  'draft_order.quote_sent',
  'order.placed',
  'order.cancelled',
  'order.note_updated',
  'order.payment_collected',
  'order.refunded',
  'order.fulfilled',
  'inventory.adjusted',
] as const
export const activityActionSchema = z.enum(ACTIVITY_ACTIONS)
export type ActivityAction = z.infer<typeof activityActionSchema>

export const activityAreaSchema = z.enum(PERMISSION_AREAS as [PermissionArea, ...PermissionArea[]])

/** One changed field: its value before and after, as the API showed them (null when absent). */
export const activityChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
})
export type ActivityChange = z.infer<typeof activityChangeSchema>

export const activityEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  /** Who did it; their name as it was, so that people who left still show. */
  actor: z.object({
    userId: z.uuid().nullable(),
    name: z.string(),
    /** Present when the change was made with an API token: the token's id, and `name` is the token's. */
    apiTokenId: z.uuid().optional(),
  }),
  area: activityAreaSchema,
  action: activityActionSchema,
  /** What it was done to: a role, a person, the store's settings, a discount, a product, a customer, an order. */
  subject: z.object({ type: z.string(), id: z.string().nullable(), label: z.string() }),
  changes: z.array(activityChangeSchema),
  /** The address the change came from, as the server saw it. */
  ip: z.string().nullable(),
})
export type ActivityEntry = z.infer<typeof activityEntrySchema>

const pageSize = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE)

/** What the log is filtered by: words of the subject or person, an area, a person, days. */
const activityFilters = {
  query: z.string().max(200).default(''),
  area: activityAreaSchema.optional(),
  person: z.uuid().optional(),
  /** Days in the store's calendar, inclusive (YYYY-MM-DD). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
}
const daysInOrder = (query: { from?: string; to?: string }) =>
  !(query.from && query.to && query.from > query.to)
const daysOutOfOrder = { message: 'The first day comes after the last', path: ['to'] }

/** GET /v1/activity: newest first, by person, area, dates and words of the subject; keyset paging. */
export const activityListQuerySchema = z
  .strictObject({
    ...activityFilters,
    first: pageSize.optional(),
    after: z.string().max(1000).optional(),
    last: pageSize.optional(),
    before: z.string().max(1000).optional(),
  })
  .refine((query) => !(query.first !== undefined && query.last !== undefined), {
    message: 'Use either first or last, not both',
    path: ['last'],
  })
  .refine((query) => !(query.after !== undefined && query.before !== undefined), {
    message: 'Use either after or before, not both',
    path: ['before'],
  })
  .refine(daysInOrder, daysOutOfOrder)
export type ActivityListQuery = z.output<typeof activityListQuerySchema>

/** GET /v1/activity/export.csv: every entry the filters find, newest first. */
export const activityExportQuerySchema = z.strictObject(activityFilters).refine(daysInOrder, daysOutOfOrder)
export type ActivityExportQuery = z.output<typeof activityExportQuerySchema>

/** The columns of the activity CSV, in order. */
export const activityCsvColumns = [
  'Time',
  'Person',
  'Area',
  'Action',
  'Subject type',
  'Subject id',
  'Subject',
  'Changes',
  'IP address',
] as const

export const activityListSchema = z.object({ activity: connectionSchema(activityEntrySchema) })
