import { z } from 'zod'

/**
 * Saved views: a person's named searches of one list ("Unpaid this week" on the orders list), kept per
 * person and per store. A view is the list's address query without its page: filters and sort.
 */

/** The most views one person keeps for one list of one store. */
export const MAX_SAVED_VIEWS_PER_LIST = 50

export const savedViewMessages = {
  tooMany: `A list keeps at most ${MAX_SAVED_VIEWS_PER_LIST} saved views. Delete one first.`,
  notFound: 'No such saved view.',
  nameRequired: 'Give the view a name',
} as const

/** Which list a view belongs to: the list's own key, such as `orders` or `sent-emails`. */
export const listKeySchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, 'A list key is lower-case letters, digits and dashes (at most 40)')

/** What a list writes in its address: parameter names to values, without the page. */
export const savedViewParamsSchema = z
  .record(
    z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, 'A parameter name is letters, digits, _ and - (at most 40)'),
    z.string().max(500),
  )
  .refine((params) => Object.keys(params).length <= 20, 'At most 20 parameters')

export const savedViewSchema = z.object({
  id: z.uuid(),
  list: z.string(),
  name: z.string(),
  params: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SavedView = z.infer<typeof savedViewSchema>

/** GET /v1/saved-views?list=orders: the caller's views of that list in this store, by name. */
export const savedViewListQuerySchema = z.strictObject({ list: listKeySchema })
export const savedViewListResultSchema = z.object({ savedViews: z.array(savedViewSchema) })

/** POST /v1/saved-views: saves the view; a name the caller already uses for that list is replaced. */
export const savedViewCreateSchema = z.strictObject({
  list: listKeySchema,
  name: z.string().trim().min(1, 'Required').max(80),
  params: savedViewParamsSchema,
})
export type SavedViewCreate = z.infer<typeof savedViewCreateSchema>

/** The "Save view" form: the name the view is kept under. */
export const savedViewNameFormSchema = z.object({
  name: z.string().trim().min(1, savedViewMessages.nameRequired).max(80),
})
export type SavedViewNameForm = z.infer<typeof savedViewNameFormSchema>
export const savedViewResultSchema = z.object({ savedView: savedViewSchema })
