import {
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenInput,
  apiTokenCreatedSchema,
  apiTokenListResultSchema,
} from '@lojista/contracts/staff/api-tokens'
import { apiRequest } from '@/lib/api/client'

export async function listApiTokens(signal?: AbortSignal): Promise<ApiToken[]> {
  return (await apiRequest('/v1/staff/api-tokens', { schema: apiTokenListResultSchema, signal })).apiTokens
}

/** Answers the token's secret: shown once, never again. */
export function createApiToken(body: ApiTokenInput): Promise<ApiTokenCreated> {
  return apiRequest('/v1/staff/api-tokens', { method: 'POST', body, schema: apiTokenCreatedSchema })
}

export async function revokeApiToken(id: string): Promise<void> {
  await apiRequest(`/v1/staff/api-tokens/${encodeURIComponent(id)}/revoke`, { method: 'POST' })
}
