import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'

export interface CatalogVariant {
  id: string
  title: string
  price: { amount: string }
  sku: string | null
}

/** A product made through the API in the test's own store, active so the editor's searches find it. */
export async function createProduct(
  request: APIRequestContext,
  token: string,
  product: {
    title: string
    options?: { name: string; values: string[] }[]
    variants: Record<string, unknown>[]
  },
) {
  const response = await request.post('/v1/product', {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: 'active', ...product },
  })
  expect(response.status(), await response.text()).toBe(201)
  const body = (await response.json()) as {
    product: { id: string; title: string; variants: CatalogVariant[] }
  }
  return body.product
}

export function uniqueSuffix() {
  return randomUUID().slice(0, 6)
}

/** Waits until every edit has reached the server. */
export async function expectSaved(page: Page) {
  await expect(page.getByTestId('sync-status').first()).toHaveText('All changes saved', { timeout: 10_000 })
}

/** 'Jan 5, 2026', as the app writes dates. */
export function appDate(date: Date) {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(date)
}

export function brl(minor: number) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'BRL' }).format(minor / 100)
}
