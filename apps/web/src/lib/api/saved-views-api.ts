import {
  type SavedView,
  type SavedViewCreate,
  savedViewListResultSchema,
  savedViewResultSchema,
} from '@lojista/contracts/common/saved-views'
import { apiRequest } from './client'

export async function listSavedViews(list: string, signal?: AbortSignal): Promise<SavedView[]> {
  const answer = await apiRequest(`/v1/saved-views?list=${encodeURIComponent(list)}`, {
    schema: savedViewListResultSchema,
    signal,
  })
  return answer.savedViews
}

export async function saveView(view: SavedViewCreate): Promise<SavedView> {
  const answer = await apiRequest('/v1/saved-views', {
    method: 'POST',
    body: view,
    schema: savedViewResultSchema,
  })
  return answer.savedView
}

export async function deleteSavedView(id: string): Promise<void> {
  await apiRequest(`/v1/saved-views/${encodeURIComponent(id)}`, { method: 'DELETE' })
}
