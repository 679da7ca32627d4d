import type { Connection, SearchRequest } from '@lojista/contracts/common/pagination'
import {
  emailSearchResponseSchema,
  type OutboxEmail,
  outboxEmailSchema,
} from '@lojista/contracts/sales/outbox'
import { z } from 'zod'
import { apiRequest } from '@/lib/api/client'

export async function searchEmails(
  request: SearchRequest<'createdAt'>,
  signal?: AbortSignal,
): Promise<Connection<OutboxEmail>> {
  const answer = await apiRequest('/v1/email/search', {
    method: 'POST',
    body: request,
    schema: emailSearchResponseSchema,
    signal,
  })
  return answer.emails
}

export async function getEmail(id: string, signal?: AbortSignal): Promise<OutboxEmail> {
  const answer = await apiRequest(`/v1/email/${encodeURIComponent(id)}`, {
    schema: z.object({ email: outboxEmailSchema }),
    signal,
  })
  return answer.email
}
