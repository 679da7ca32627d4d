import { z } from 'zod'

/** Uploads are checked by their content, never by their name or declared type. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
/** Wider or taller images are refused: they cost too much to show in a list. */
export const MAX_IMAGE_SIDE = 16_384
export const MAX_MEDIA_PER_PRODUCT = 100

/**
 * A product image. `url` is served only to members of the store (media cookie or bearer token);
 * `name` and `preview.image.url` make it what the web shows as a product's featured image.
 */
export const mediaSchema = z.object({
  id: z.uuid(),
  type: z.literal('IMAGE'),
  url: z.string(),
  name: z.string(),
  alt: z.string(),
  mimeType: z.enum(ACCEPTED_IMAGE_TYPES),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  byteSize: z.number().int(),
  position: z.number().int(),
  preview: z.object({
    image: z.object({
      url: z.string(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
    }),
  }),
  createdAt: z.iso.datetime({ offset: true }),
})
export type Media = z.infer<typeof mediaSchema>

export const mediaUpdateSchema = z.strictObject({ alt: z.string().trim().max(512) })
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>

/** The product's images in their new order: every image exactly once. */
export const mediaReorderSchema = z.strictObject({ mediaIds: z.array(z.uuid()).max(MAX_MEDIA_PER_PRODUCT) })
export type MediaReorder = z.infer<typeof mediaReorderSchema>

export const mediaResultSchema = z.object({ media: mediaSchema })
export const mediaListResultSchema = z.object({ media: z.array(mediaSchema) })
