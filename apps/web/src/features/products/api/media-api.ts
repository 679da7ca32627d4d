import { type Media, mediaListResultSchema, mediaResultSchema } from '@lojista/contracts/catalog/media'
import { apiRequest } from '@/lib/api/client'

const productPath = (productId: string) => `/v1/product/${encodeURIComponent(productId)}/media`

/** Sends one image; the server checks its content and answers 415 or 400 for anything else. */
export async function uploadProductImage(productId: string, file: File, alt = ''): Promise<Media> {
  const form = new FormData()
  // The alt text goes before the file: the server reads the parts in order.
  if (alt) form.append('alt', alt)
  form.append('file', file, file.name)
  const answer = await apiRequest(productPath(productId), {
    method: 'POST',
    body: form,
    schema: mediaResultSchema,
  })
  return answer.media
}

export async function updateProductImageAlt(productId: string, mediaId: string, alt: string): Promise<Media> {
  const answer = await apiRequest(`${productPath(productId)}/${encodeURIComponent(mediaId)}`, {
    method: 'PATCH',
    body: { alt },
    schema: mediaResultSchema,
  })
  return answer.media
}

export async function deleteProductImage(productId: string, mediaId: string): Promise<void> {
  await apiRequest(`${productPath(productId)}/${encodeURIComponent(mediaId)}`, { method: 'DELETE' })
}

export async function reorderProductImages(productId: string, mediaIds: string[]): Promise<Media[]> {
  const answer = await apiRequest(`${productPath(productId)}/order`, {
    method: 'PUT',
    body: { mediaIds },
    schema: mediaListResultSchema,
  })
  return answer.media
}
