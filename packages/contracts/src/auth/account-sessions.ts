import { z } from 'zod'

/** A session the person has open (a browser or device signed in), as the Security page lists it. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** When it signed in. */
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  /** The address and browser it signed in from, as the server saw them. */
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session this request is made with. */
  current: z.boolean(),
})
export type AccountSession = z.infer<typeof accountSessionSchema>

export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionSchema) })
