import type { FastifyReply } from 'fastify'

/** The image types the server stores and serves. */
export const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif']

/** Sends an image file as it is stored; the route's 200 schema only documents it. */
export function sendImage(
  reply: FastifyReply,
  file: { mimeType: string; size: number; stream: unknown },
  cacheControl: string,
) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', file.size)
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .send(file.stream as never)
}
