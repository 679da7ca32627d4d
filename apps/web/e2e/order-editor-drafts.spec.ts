import { randomUUID } from 'node:crypto'
import { expect, signUpViaApi, test, useToken } from './fixtures'

// /orders/drafts: the store's drafts with search, a status filter and pages.

test('the drafts list searches, filters, pages and opens a draft', async ({ page, request }) => {
  test.slow()
  const { result } = await signUpViaApi(request, 'drafts')
  const headers = { Authorization: `Bearer ${result.token}` }
  for (let index = 0; index < 22; index += 1) {
    const response = await request.post('/v1/order', {
      headers,
      data: {
        id: randomUUID(),
        lineItems: [
          {
            id: randomUUID(),
            quantity: 1,
            customItem: { title: `Item ${index + 1}`, price: `${index + 1}.00` },
          },
        ],
      },
    })
    expect(response.status(), await response.text()).toBe(201)
  }

  await useToken(page, result.token, '/orders/drafts')
  await expect(page.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible()
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') })
  await expect(rows).toHaveCount(20)
  // Newest first.
  await expect(rows.first()).toContainText('#D22')
  await expect(page.getByText('20 of 22')).toBeVisible()
  const pages = page.getByRole('navigation', { name: 'Draft pages' })
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await pages.getByRole('button', { name: 'Next' }).click()
  await expect(rows).toHaveCount(2)
  await expect(rows.last()).toContainText('#D1')
  await pages.getByRole('button', { name: 'Previous' }).click()
  await expect(rows).toHaveCount(20)
  await expect(rows.first()).toContainText('#D22')

  await page.getByRole('searchbox', { name: 'Search drafts by number, customer name or email' }).fill('#D7')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('R$7.00')

  await page.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'Completed' }).click()
  await expect(page.getByText('No drafts match your search.')).toBeVisible()
  await page.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'Open' }).click()
  await expect(rows).toHaveCount(1)

  await rows.first().click()
  await expect(page).toHaveURL(/\/orders\/drafts\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId('draft-name')).toHaveText('#D7')
  await expect(page.getByTestId('line-item')).toContainText('Item 7')
  await expect(page.getByTestId('payment-total')).toHaveText('R$7.00')

  await page.goto('/orders/drafts')
  await page.getByRole('link', { name: 'Create draft order' }).click()
  await expect(page).toHaveURL('/orders/drafts/new')
  await expect(page.getByRole('heading', { level: 1, name: 'Create order' })).toBeVisible()
})
