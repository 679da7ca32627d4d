import { z } from 'zod'
import { connectionSchema, searchRequestSchema } from '../common/pagination.ts'

/** A lookup option: what every picker shows and selects. */
export const lookupSchema = z.object({ id: z.uuid(), name: z.string() })
export type Lookup = z.infer<typeof lookupSchema>

const name = z.string().trim().min(1, 'Required').max(255)

/** Vendors, tags, categories, options, attributes and attribute values sort by name (accents ignored) or age. */
export const productLookupSearchRequestSchema = searchRequestSchema(['name', 'createdAt'])
export type ProductLookupSearchRequest = z.infer<typeof productLookupSearchRequestSchema>

export const vendorSchema = lookupSchema
export type Vendor = z.infer<typeof vendorSchema>
export const vendorCreateSchema = z.strictObject({ name })
export type VendorCreate = z.infer<typeof vendorCreateSchema>
export const vendorSearchResultSchema = z.object({ vendors: connectionSchema(vendorSchema) })

export const tagSchema = lookupSchema
export type Tag = z.infer<typeof tagSchema>
export const tagCreateSchema = z.strictObject({ name })
export type TagCreate = z.infer<typeof tagCreateSchema>
export const tagSearchResultSchema = z.object({ tags: connectionSchema(tagSchema) })

export const categorySchema = lookupSchema.extend({ parentId: z.uuid().nullable() })
export type Category = z.infer<typeof categorySchema>
export const categoryCreateSchema = z.strictObject({ name, parentId: z.uuid().nullable().optional() })
export type CategoryCreate = z.infer<typeof categoryCreateSchema>
export const categorySearchResultSchema = z.object({ categories: connectionSchema(categorySchema) })

/** A reusable option name with its usual values, offered when adding options to a product. */
export const optionSchema = lookupSchema.extend({ values: z.array(z.string()) })
export type Option = z.infer<typeof optionSchema>
export const optionCreateSchema = z.strictObject({
  name,
  values: z.array(name).max(100).default([]),
})
export type OptionCreate = z.infer<typeof optionCreateSchema>
export const optionSearchResultSchema = z.object({ options: connectionSchema(optionSchema) })

export const attributeSchema = lookupSchema
export type Attribute = z.infer<typeof attributeSchema>
export const attributeCreateSchema = z.strictObject({ name })
export type AttributeCreate = z.infer<typeof attributeCreateSchema>
export const attributeSearchResultSchema = z.object({ attributes: connectionSchema(attributeSchema) })

/** `name` is the value itself ("Algodão" of the attribute "Material"). Search with `attribute:<id>`. */
export const attributeValueSchema = lookupSchema.extend({ attributeId: z.uuid() })
export type AttributeValue = z.infer<typeof attributeValueSchema>
export const attributeValueCreateSchema = z.strictObject({ attributeId: z.uuid(), name })
export type AttributeValueCreate = z.infer<typeof attributeValueCreateSchema>
export const attributeValueSearchResultSchema = z.object({
  attributeValues: connectionSchema(attributeValueSchema),
})
