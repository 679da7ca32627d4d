import multipart from '@fastify/multipart'
import {
  catalogMessages,
  MAX_IMAGE_BYTES,
  mediaListResultSchema,
  mediaReorderSchema,
  mediaResultSchema,
  mediaUpdateSchema,
  problemSchema,
} from '@lojista/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpProblem, problems } from '../../lib/problem.ts'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { ProductMediaService } from './product-media.service.ts'

const tags = ['products']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema }
const productParams = z.object({ id: z.uuid() })
const mediaParams = z.object({ id: z.uuid(), mediaId: z.uuid() })

/**
 * The alt text and the one file of an upload. A body that is not a readable multipart form (no or a
 * wrong boundary, cut short) is a 400, not a server error; the size limits keep their 413.
 */
async function readUpload(request: FastifyRequest) {
  let alt = ''
  let file: { data: Buffer; filename: string } | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = { data: await part.toBuffer(), filename: part.filename }
      } else if (part.fieldname === 'alt' && typeof part.value === 'string') {
        alt = part.value.trim().slice(0, 512)
      } else {
        throw problems.badRequest('The upload has an unknown field.', [
          { path: part.fieldname, message: 'Unrecognized field' },
        ])
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode
    if (error instanceof HttpProblem || (typeof status === 'number' && status < 500)) throw error
    throw problems.badRequest('The upload is not a readable multipart form.', [
      { path: 'file', message: catalogMessages.noFile },
    ])
  }
  return { alt, file }
}

/** Product images: upload (multipart), alt text, order, delete. Files are served by media-files.routes.ts. */
export const productMediaRoutes: FastifyPluginAsyncZod<{ media: ProductMediaService }> = forAudience(
  'storeMember',
  async (app, { media }) => {
    // Only this plugin reads multipart bodies: one file of at most 10 MiB and an optional alt text.
    await app.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 1, fieldSize: 2048, parts: 2 },
    })

    app.post(
      '/product/:id/media',
      {
        config: { permission: 'products.edit' },
        schema: {
          tags,
          summary: 'Upload an image of a product',
          description:
            'multipart/form-data with one image file (PNG, JPEG, WebP or GIF, at most 10 MiB, checked by its ' +
            'content) and an optional `alt` field before it. Other content answers 415; a damaged image 400.',
          consumes: ['multipart/form-data'],
          params: productParams,
          response: { 201: mediaResultSchema, ...errors, 413: problemSchema, 415: problemSchema },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new HttpProblem(415, 'Unsupported Media Type', { detail: catalogMessages.noFile })
        }
        const { alt, file } = await readUpload(request)
        if (!file || file.data.length === 0) {
          throw problems.badRequest(catalogMessages.noFile, [
            { path: 'file', message: catalogMessages.noFile },
          ])
        }
        const created = await media.upload(storeScope(request), request.params.id, { ...file, alt })
        return reply.status(201).send({ media: created })
      },
    )

    app.patch(
      '/product/:id/media/:mediaId',
      {
        config: { permission: 'products.edit' },
        schema: {
          tags,
          summary: "Change an image's alt text",
          params: mediaParams,
          body: mediaUpdateSchema,
          response: { 200: mediaResultSchema, ...errors },
        },
      },
      async (request) => ({
        media: await media.setAlt(
          storeScope(request),
          request.params.id,
          request.params.mediaId,
          request.body.alt,
        ),
      }),
    )

    app.delete(
      '/product/:id/media/:mediaId',
      {
        // Removing an image changes the product; deleting products is another permission.
        config: { permission: 'products.edit' },
        schema: {
          tags,
          summary: 'Delete an image of a product',
          params: mediaParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await media.remove(storeScope(request), request.params.id, request.params.mediaId)
        return reply.status(204).send(null)
      },
    )

    app.put(
      '/product/:id/media/order',
      {
        config: { permission: 'products.edit' },
        schema: {
          tags,
          summary: "Reorder a product's images",
          description: 'List every image of the product once; the first is the featured image.',
          params: productParams,
          body: mediaReorderSchema,
          response: { 200: mediaListResultSchema, ...errors },
        },
      },
      async (request) => ({
        media: await media.reorder(storeScope(request), request.params.id, request.body.mediaIds),
      }),
    )
  },
)
