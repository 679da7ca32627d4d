import { z } from 'zod'

/**
 * The emails about a store a person may choose to get, each on or off, per store: someone who packs
 * orders in one store may want every new order there and nothing from another.
 */
export const STAFF_EMAIL_TOPICS = ['orderPlaced', 'draftInvoicePaid', 'lowStock', 'staffChanges'] as const
export type StaffEmailTopic = (typeof STAFF_EMAIL_TOPICS)[number]

/**
 * Stock "runs low" when a sale or an adjustment leaves a product at a location with this many available
 * or fewer, having had more: one email as it crosses the line, not one per sale below it.
 */
export const LOW_STOCK_AT = 5

export const notificationPreferencesSchema = z.strictObject({
  orderPlaced: z.boolean(),
  draftInvoicePaid: z.boolean(),
  lowStock: z.boolean(),
  staffChanges: z.boolean(),
})
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>

/** What a person gets until they choose: the store's sales and stock, not its staff changes. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  orderPlaced: true,
  draftInvoicePaid: true,
  lowStock: true,
  staffChanges: false,
}

export const notificationPreferencesResultSchema = z.object({ preferences: notificationPreferencesSchema })
