import { z } from 'zod'
import { versionSchema } from '../common/integers.ts'
import { problemSchema } from '../common/problem.ts'
import { type PolicyKind, policyKindSchema } from './checkout.ts'

/** How long a policy may be, as stored HTML. */
export const POLICY_BODY_MAX = 100_000

export const policyMessages = {
  tooLong: 'This policy is too long',
} as const

/**
 * One of the store's policies (`GET /v1/settings/policies`). `body` is HTML the server cleaned when it
 * was saved (paragraphs, headings, lists, links, emphasis); empty until the store writes it.
 */
export const policySchema = z.object({
  kind: policyKindSchema,
  body: z.string(),
  /** 1 until first saved. */
  version: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
})
export type Policy = z.infer<typeof policySchema>
export const policiesResultSchema = z.object({ policies: z.array(policySchema) })
export const policyResultSchema = z.object({ policy: policySchema })

/** `PUT /v1/settings/policies`: which policy, its HTML (cleaned by the server) and the version read. */
export const policyUpdateSchema = z.strictObject({
  kind: policyKindSchema,
  body: z.string().max(POLICY_BODY_MAX, policyMessages.tooLong),
  version: versionSchema,
})
export type PolicyUpdate = z.input<typeof policyUpdateSchema>
export const policyConflictSchema = problemSchema.extend({ current: policySchema })

/** What a customer reads at `/s/{store}/policies/{kind}` (`GET /v1/public/stores/{id}/policies/{kind}`). */
export const publicPolicySchema = z.object({
  kind: policyKindSchema,
  storeName: z.string(),
  body: z.string(),
  logoUrl: z.string(),
  primaryColor: z.string(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
})
export type PublicPolicy = z.infer<typeof publicPolicySchema>

/** Where a customer reads a store's policy, on the web app's public pages. */
export function publicPolicyPath(storeId: string, kind: PolicyKind): string {
  return `/s/${storeId}/policies/${kind}`
}
