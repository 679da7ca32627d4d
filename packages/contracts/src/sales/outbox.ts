import { z } from 'zod'
import { connectionSchema, searchRequestSchema } from '../common/pagination.ts'

/** Emails the store sent (or holds, without SMTP), as staff read them in the app. */
export const emailStatusSchema = z.enum(['queued', 'sent', 'failed', 'held', 'cancelled'])

export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: emailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
})
export type OutboxEmail = z.infer<typeof outboxEmailSchema>

/** POST /v1/email/search: free text over recipient and subject; filter `status:held`. Newest first. */
export const emailSearchRequestSchema = searchRequestSchema(['createdAt'])
export const emailSearchResponseSchema = z.object({ emails: connectionSchema(outboxEmailSchema) })
