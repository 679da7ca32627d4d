import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, signUpViaApi, test, useToken } from './fixtures'
import { expectSaved } from './order-editor-helpers'

// Edits sync in the background; when a colleague saved first, their version is taken and
// the unsaved edits are applied on top, and the user is told. Nobody's change is lost silently.

test('two people editing one draft both keep their change', async ({ browser, request }) => {
  test.slow()
  const { result } = await signUpViaApi(request, 'conflict')
  const headers = { Authorization: `Bearer ${result.token}` }
  const id = randomUUID()
  const created = await request.post('/v1/order', {
    headers,
    data: { id, note: 'First note', lineItems: [] },
  })
  expect(created.status(), await created.text()).toBe(201)

  const first = await (await browser.newContext()).newPage()
  const second = await (await browser.newContext()).newPage()
  const openDraft = (page: Page) => useToken(page, result.token, `/orders/drafts/${id}`)
  await openDraft(first)
  await openDraft(second)
  for (const page of [first, second]) {
    // A fresh browser loads the whole app first: on a busy machine that takes a while.
    await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('First note', { timeout: 20_000 })
  }

  // The first saves a new note.
  await first.getByRole('textbox', { name: 'Notes' }).fill('Changed by the first')
  await expectSaved(first)

  // The second, still on the old version, adds a tag.
  await second.getByRole('combobox', { name: 'Add tags' }).click()
  await second.getByRole('combobox', { name: 'Search...' }).fill('wholesale')
  await second.getByRole('option', { name: 'Add "wholesale"' }).click()
  await expect(second.getByText('A colleague changed this draft')).toBeVisible()
  await expect(second.getByRole('textbox', { name: 'Notes' })).toHaveValue('Changed by the first')
  await expect(second.getByRole('list', { name: 'Tags' })).toContainText('wholesale')
  await expectSaved(second)

  const stored = await request.get(`/v1/order?id=${id}`, { headers })
  const { order } = (await stored.json()) as { order: { note: string; tags: string[]; version: number } }
  expect(order.note).toBe('Changed by the first')
  expect(order.tags).toEqual(['wholesale'])

  // The first sees the tag once it loads the draft again.
  await first.reload()
  await expect(first.getByRole('list', { name: 'Tags' })).toContainText('wholesale')
})
