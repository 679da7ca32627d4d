import {
  attributeCreateSchema,
  attributeSchema,
  attributeSearchResultSchema,
  attributeValueCreateSchema,
  attributeValueSchema,
  attributeValueSearchResultSchema,
  categoryCreateSchema,
  categorySchema,
  categorySearchResultSchema,
  optionCreateSchema,
  optionSchema,
  optionSearchResultSchema,
  problemSchema,
  productLookupSearchRequestSchema,
  tagCreateSchema,
  tagSchema,
  tagSearchResultSchema,
  vendorCreateSchema,
  vendorSchema,
  vendorSearchResultSchema,
} from '@lojista/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { storeScope } from '../../lib/store-scope.ts'
import { forAudience } from '../../plugins/audiences.ts'
import type { LookupKind, ProductLookupsService } from './product-lookups.service.ts'

const tags = ['products']
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema }

/** Path segment, answer key and node schema of each list, as the web's pickers call them. */
const lists = [
  { kind: 'vendor', path: 'vendor', key: 'vendors', result: vendorSearchResultSchema },
  { kind: 'tag', path: 'tag', key: 'tags', result: tagSearchResultSchema },
  { kind: 'category', path: 'category', key: 'categories', result: categorySearchResultSchema },
  { kind: 'option', path: 'option', key: 'options', result: optionSearchResultSchema },
  { kind: 'attribute', path: 'attribute', key: 'attributes', result: attributeSearchResultSchema },
  {
    kind: 'attributeValue',
    path: 'attribute-value',
    key: 'attributeValues',
    result: attributeValueSearchResultSchema,
  },
] as const satisfies readonly { kind: LookupKind; path: string; key: string; result: z.ZodType }[]

/** The lists products draw from (vendors, tags, categories, options, attributes and their values). */
export const productLookupRoutes: FastifyPluginAsyncZod<{ lookups: ProductLookupsService }> = forAudience(
  'storeMember',
  async (app, { lookups }) => {
    for (const list of lists) {
      app.post(
        `/product/${list.path}/search`,
        {
          // The product form's and the product list's pickers; the lists are part of the catalogue.
          config: { permission: 'products.view' },
          schema: {
            tags,
            summary: `Search the store's ${list.key}`,
            description:
              list.kind === 'attributeValue'
                ? 'Free text ignores case and accents; `attribute:<id>` lists the values of one attribute.'
                : 'Free text ignores case and accents.',
            body: productLookupSearchRequestSchema,
            response: { 200: list.result, ...errors },
          },
        },
        // The answer is checked against list.result when sent; TypeScript cannot follow the computed key.
        async (request) =>
          ({ [list.key]: await lookups.search(storeScope(request), list.kind, request.body) }) as never,
      )
    }

    // Creating a name that exists (ignoring case and accents) answers the existing one with 200: the
    // pickers' "Add value" then simply selects it.
    const createdOr = <S extends z.ZodType>(schema: S) => ({ 200: schema, 201: schema, ...errors })

    for (const kind of ['vendor', 'tag', 'attribute'] as const) {
      const node = { vendor: vendorSchema, tag: tagSchema, attribute: attributeSchema }[kind]
      const body = { vendor: vendorCreateSchema, tag: tagCreateSchema, attribute: attributeCreateSchema }[
        kind
      ]
      app.post(
        `/product/${kind}`,
        {
          config: { permission: 'products.edit' },
          schema: {
            tags,
            summary: `Add a ${kind}, or find the one of that name`,
            body,
            response: createdOr(z.object({ [kind]: node })),
          },
        },
        async (request, reply) => {
          const {
            created: isNew,
            id,
            name,
          } = await lookups.createNamed(storeScope(request), kind, request.body.name)
          return reply.status(isNew ? 201 : 200).send({ [kind]: { id, name } })
        },
      )
    }

    app.post(
      '/product/category',
      {
        config: { permission: 'products.edit' },
        schema: {
          tags,
          summary: 'Add a category, or find the one of that name',
          body: categoryCreateSchema,
          response: createdOr(z.object({ category: categorySchema })),
        },
      },
      async (request, reply) => {
        const { created: isNew, ...category } = await lookups.createCategory(
          storeScope(request),
          request.body,
        )
        return reply.status(isNew ? 201 : 200).send({ category })
      },
    )

    app.post(
      '/product/option',
      {
        config: { permission: 'products.edit' },
        schema: {
          tags,
          summary: 'Add an option name with values, or add the values to the one of that name',
          body: optionCreateSchema,
          response: createdOr(z.object({ option: optionSchema })),
        },
      },
      async (request, reply) => {
        const { created: isNew, ...option } = await lookups.createOption(storeScope(request), request.body)
        return reply.status(isNew ? 201 : 200).send({ option })
      },
    )

    app.post(
      '/product/attribute-value',
      {
        config: { permission: 'products.edit' },
        schema: {
          tags,
          summary: "Add a value to an attribute, or find the attribute's value of that name",
          body: attributeValueCreateSchema,
          response: createdOr(z.object({ attributeValue: attributeValueSchema })),
        },
      },
      async (request, reply) => {
        const { created: isNew, ...attributeValue } = await lookups.createAttributeValue(
          storeScope(request),
          request.body,
        )
        return reply.status(isNew ? 201 : 200).send({ attributeValue })
      },
    )
  },
)
