import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { bearer, demoUser, expect, signInViaApi, signUpViaApi, test, useToken } from './fixtures'
import { checkoutLinkFromMail, createDraft, sendInvoiceViaApi } from './orders-helpers'

// Every list keeps its search, filters, sort and page in the address: after a reload (or from a shared
// link) it shows the same rows and the same controls. Each test seeds its own store through the API.

test.slow()

const unique = () => randomUUID().slice(0, 6)

async function post(request: APIRequestContext, token: string, url: string, data: unknown, headers = {}) {
  const response = await request.post(url, { headers: { ...bearer(token), ...headers }, data })
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300)
  return response.json()
}

/** Runs the seeding calls a few at a time: the server shares the machine with the browser. */
async function inBatches<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = []
  for (let start = 0; start < count; start += 5) {
    const batch = Array.from({ length: Math.min(5, count - start) }, (_, offset) => make(start + offset))
    made.push(...(await Promise.all(batch)))
  }
  return made
}

/**
 * The data rows of the list's table (the one the list toolkit marks busy while a page loads): a page may
 * show another table beside it, such as the Users page's pending invitations.
 */
const rowsOf = (page: Page) => page.locator('table[aria-busy] tbody tr')

async function choose(page: Page, control: string, option: string) {
  await page.getByRole('combobox', { name: control, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect(page.getByRole('combobox', { name: control, exact: true })).toHaveText(option)
}

async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`))
}

/** Waits for the list to show `count` rows of an answer (not the previous one, dimmed). */
async function expectRows(page: Page, count: number) {
  await expect(page.locator('table[aria-busy="false"]')).toBeVisible()
  await expect(rowsOf(page)).toHaveCount(count)
}

/** What a person sees of the list: the address, the rows, the search box, every choice and the pager. */
async function seen(page: Page, searchLabel: string) {
  return {
    address: new URL(page.url()).search,
    rows: await rowsOf(page).allInnerTexts(),
    search: await page.getByRole('searchbox', { name: searchLabel }).inputValue(),
    choices: await page.getByRole('search').getByRole('combobox').allInnerTexts(),
    pager: await page
      .getByRole('navigation')
      .filter({ has: page.getByRole('button', { name: 'Next' }) })
      .innerText(),
  }
}

/** Reloads and expects the very same list. */
async function expectSameAfterReload(page: Page, searchLabel: string, count: number) {
  await expectRows(page, count)
  const before = await seen(page, searchLabel)
  await page.reload()
  await expectRows(page, count)
  expect(await seen(page, searchLabel)).toEqual(before)
  return before
}

async function nextPage(page: Page, count: number) {
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/[?&]after=.+&page=2/)
  await expectRows(page, count)
}

test('products and inventory: search, filter, sort and the second page survive a reload', async ({
  page,
  request,
}) => {
  const { result } = await signUpViaApi(request, 'lists-products')
  const token = result.token
  const id = unique()
  const { location } = await post(request, token, '/v1/location', { name: `Depósito ${id}` })
  // 30 candles, the last three of them drafts.
  await inBatches(30, (index) =>
    post(request, token, '/v1/product', {
      title: `Vela ${id} ${String(index + 1).padStart(2, '0')}`,
      status: index < 27 ? 'active' : 'draft',
      variants: [{ sku: `V-${id}-${index + 1}`, price: '10.00' }],
    }),
  )
  // Another product the search must leave out.
  await post(request, token, '/v1/product', { title: `Sabonete ${id}`, variants: [{ price: '5.00' }] })

  await useToken(page, token, '/products')
  await search(page, 'Search products', `vela ${id}`)
  await choose(page, 'Sort by', 'Title Z–A')
  await expectRows(page, 25)
  await expect(rowsOf(page).first()).toContainText(`Vela ${id} 30`)
  await nextPage(page, 5)
  await expect(rowsOf(page).last()).toContainText(`Vela ${id} 01`)
  const products = await expectSameAfterReload(page, 'Search products', 5)
  expect(products.address).toContain('sort=title_desc')
  // A filter: only the 27 active ones, back on the first page; their second page survives a reload too.
  await choose(page, 'Status', 'Active')
  await expect(page).not.toHaveURL(/after=/)
  await expectRows(page, 25)
  await expect(rowsOf(page).first()).toContainText(`Vela ${id} 27`)
  await nextPage(page, 2)
  await expect(rowsOf(page).last()).toContainText(`Vela ${id} 01`)
  const active = await expectSameAfterReload(page, 'Search products', 2)
  expect(active.address).toContain('status=active')
  expect(active.address).toContain('sort=title_desc')

  await page.goto('/products/inventory')
  await search(page, 'Search stock', `vela ${id}`)
  await choose(page, 'Location', `Depósito ${id}`)
  await choose(page, 'Sort by', 'Updated (newest first)')
  await expectRows(page, 25)
  await nextPage(page, 5)
  const inventory = await expectSameAfterReload(page, 'Search stock', 5)
  expect(inventory.address).toContain(`location=${location.id}`)
})

test('collections: search, sort and the second page survive a reload', async ({ page, request }) => {
  const { result } = await signUpViaApi(request, 'lists-collections')
  const id = unique()
  await inBatches(27, (index) =>
    post(request, result.token, '/v1/product/collection', {
      title: `Coleção ${id} ${String(index + 1).padStart(2, '0')}`,
    }),
  )
  await useToken(page, result.token, '/products/collections')
  await search(page, 'Search collections', id)
  await choose(page, 'Sort by', 'Title Z–A')
  await expectRows(page, 25)
  await expect(rowsOf(page).first()).toContainText(`Coleção ${id} 27`)
  await nextPage(page, 2)
  await expectSameAfterReload(page, 'Search collections', 2)

  // Opening one and going back to the list keeps the list where it was.
  await rowsOf(page).first().getByRole('link').click()
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(`Coleção ${id} 02`)
  await page.goBack()
  await expectRows(page, 2)
  await expect(page.getByRole('searchbox', { name: 'Search collections' })).toHaveValue(id)
})

test('customers: search, filter, sort and the second page survive a reload', async ({ page, request }) => {
  const { result } = await signUpViaApi(request, 'lists-customers')
  const id = unique()
  await inBatches(22, (index) =>
    post(request, result.token, '/v1/party', {
      id: randomUUID(),
      displayName: `Cliente ${String.fromCharCode(65 + index)} ${id}`,
      individualDetails: { firstName: `Cliente ${String.fromCharCode(65 + index)}`, lastName: id },
      tags: index < 21 ? ['vip'] : [],
      roles: [{ role: 'customer' }],
    }),
  )
  await useToken(page, result.token, '/customers')
  await search(page, 'Search customers', id)
  await page.getByRole('searchbox', { name: 'Tag' }).fill('vip')
  await expect(page).toHaveURL(/tag=vip/)
  await choose(page, 'Sort', 'Name Z–A')
  await expectRows(page, 20)
  await expect(rowsOf(page).first()).toContainText(`Cliente U ${id}`)
  await nextPage(page, 1)
  await expect(page.getByRole('navigation', { name: 'Pages of customers' })).toContainText('21–21 of 21')
  const customers = await expectSameAfterReload(page, 'Search customers', 1)
  expect(customers.address).toContain('sort=nameDesc')
  await expect(page.getByRole('searchbox', { name: 'Tag' })).toHaveValue('vip')
})

test('orders: search, filter, sort, the second page and a saved view', async ({ page, request }) => {
  const { result } = await signUpViaApi(request, 'lists-orders')
  const token = result.token
  const id = unique()
  const email = `buyer-${id}@example.com`
  const drafts = await inBatches(27, () => createDraft(request, token, { email }))
  // Placed one after the other, so #1001 is the paid one and #1002 to #1027 wait for payment.
  for (const [index, draft] of drafts.entries()) {
    await post(
      request,
      token,
      '/v1/orders',
      { draftOrderId: draft.id, version: draft.version, paymentPending: index > 0 },
      { 'Idempotency-Key': randomUUID() },
    )
  }
  await useToken(page, token, '/orders')
  await search(page, 'Search orders', email)
  await choose(page, 'Payment status', 'Payment pending')
  await choose(page, 'Sort by', 'Order number (low to high)')
  await expectRows(page, 25)
  await expect(rowsOf(page).first()).toContainText('#1002')
  await nextPage(page, 1)
  await expect(rowsOf(page).first()).toContainText('#1027')
  const orders = await expectSameAfterReload(page, 'Search orders', 1)

  // Saved view: what is shown now, under a name, opened again from its tab.
  const views = page.getByRole('navigation', { name: 'Saved views' })
  await page.getByRole('button', { name: 'Save view' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save this view' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Pending, by number')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(views.getByRole('link', { name: 'Pending, by number' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await views.getByRole('link', { name: 'All' }).click()
  await expect(page).toHaveURL(/\/orders$/)
  await expectRows(page, 25)
  await expect(rowsOf(page).first()).toContainText('#1027')
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('')

  await views.getByRole('link', { name: 'Pending, by number' }).click()
  await expectRows(page, 25)
  // The view opens on its first page, with its search, filter and sort.
  expect(new URL(page.url()).searchParams.toString()).toBe(
    new URLSearchParams({ q: email, payment: 'pending', sort: 'number-asc' }).toString(),
  )
  expect(orders.address).toContain('payment=pending')
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(email)
  await expect(page.getByRole('combobox', { name: 'Payment status' })).toHaveText('Payment pending')
  await expect(rowsOf(page).first()).toContainText('#1002')

  // Kept on the server: still there after a reload, then deleted.
  await page.reload()
  await expect(views.getByRole('link', { name: 'Pending, by number' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await views.getByRole('button', { name: 'Delete view “Pending, by number”' }).click()
  await expect(views.getByRole('link', { name: 'Pending, by number' })).toHaveCount(0)
  await page.reload()
  await expect(views.getByRole('link', { name: 'All' })).toBeVisible()
  await expect(views.getByRole('link', { name: 'Pending, by number' })).toHaveCount(0)
})

test('drafts: search, filter and the second page survive a reload', async ({ page, request }) => {
  const { result } = await signUpViaApi(request, 'lists-drafts')
  const id = unique()
  const email = `draft-${id}@example.com`
  await inBatches(22, () => createDraft(request, result.token, { email }))
  await createDraft(request, result.token, { email: `other-${id}@example.com` })
  await useToken(page, result.token, '/orders/drafts')
  await search(page, 'Search drafts by number, customer name or email', email)
  await choose(page, 'Status', 'Open')
  await expectRows(page, 20)
  await nextPage(page, 2)
  await expect(page.getByRole('navigation', { name: 'Draft pages' })).toContainText('2 of 22')
  const drafts = await expectSameAfterReload(page, 'Search drafts by number, customer name or email', 2)

  // From the keyboard: the arrow keys move between the rows' links, Enter opens one, Back returns here.
  await rowsOf(page).first().getByRole('link').focus()
  await page.keyboard.press('ArrowDown')
  await expect(rowsOf(page).nth(1).getByRole('link')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/orders\/drafts\/[0-9a-f-]{36}$/)
  await page.goBack()
  await expectRows(page, 2)
  expect(await seen(page, 'Search drafts by number, customer name or email')).toEqual(drafts)
})

test('shipping labels: search, sort and the second page survive a reload', async ({ page, request }) => {
  const { result } = await signUpViaApi(request, 'lists-labels')
  const token = result.token
  const id = unique()
  const draft = await post(request, token, '/v1/order', {
    email: `labels-${id}@example.com`,
    lineItems: [{ id: randomUUID(), customItem: { title: 'Caixa', price: '10.00' }, quantity: 27 }],
  })
  const { order } = await post(
    request,
    token,
    '/v1/orders',
    { draftOrderId: draft.order.id, version: draft.order.version, paymentPending: false },
    { 'Idempotency-Key': randomUUID() },
  )
  // One parcel at a time, one after the other, so they are numbered in order.
  for (let index = 1; index <= 27; index += 1) {
    await post(request, token, `/v1/orders/${order.id}/fulfillments`, {
      lines: [{ orderLineId: order.lines[0].id, quantity: 1 }],
      trackingNumber: `TRK${id}N${index}`,
    })
  }
  await useToken(page, token, '/orders/shipping-labels')
  await search(page, 'Search shipping labels', `trk${id}`)
  await choose(page, 'Sort by', 'Oldest first')
  await expectRows(page, 25)
  await expect(rowsOf(page).first()).toContainText('#1001-F1')
  await nextPage(page, 2)
  await expect(rowsOf(page).last()).toContainText('#1001-F27')
  await expectSameAfterReload(page, 'Search shipping labels', 2)
})

test('abandoned checkouts and sent emails: search, filter, sort and the second page survive a reload', async ({
  page,
  request,
}) => {
  const { result } = await signUpViaApi(request, 'lists-checkouts')
  const token = result.token
  const id = unique()
  // 26 customers get an invoice and open its link without paying: 26 abandoned checkouts, 26 emails.
  const buyers = Array.from({ length: 26 }, (_, index) => `buyer-${index + 1}-${id}@example.com`)
  await inBatches(buyers.length, async (index) => {
    const email = buyers[index]!
    const draft = await createDraft(request, token, { email })
    await sendInvoiceViaApi(request, token, draft.id)
    const link = await checkoutLinkFromMail(email)
    const opened = await request.get(`/v1/public/checkout/${link.split('/checkout/')[1]}`)
    expect(opened.status()).toBe(200)
  })
  // Another customer's checkout the search must leave out.
  const other = `other-${unique()}@example.com`
  await sendInvoiceViaApi(request, token, (await createDraft(request, token, { email: other })).id)

  await useToken(page, token, '/orders/abandoned-checkouts')
  await search(page, 'Search abandoned checkouts', id)
  await choose(page, 'Sort by', 'Oldest first')
  await expectRows(page, 25)
  await nextPage(page, 1)
  const checkouts = await expectSameAfterReload(page, 'Search abandoned checkouts', 1)
  expect(checkouts.address).toContain('sort=oldest')

  // Every invoice has gone out before the list of sent ones is read.
  await expect
    .poll(async () => {
      const answer = await post(request, token, '/v1/email/search', { query: `${id} status:sent`, first: 1 })
      return answer.emails.pageInfo.total
    })
    .toBe(26)
  await page.goto('/settings/notifications/sent-emails')
  await search(page, 'Search sent emails', id)
  await choose(page, 'Status', 'Sent')
  await choose(page, 'Sort by', 'Oldest first')
  await expectRows(page, 25)
  await nextPage(page, 1)
  const emails = await expectSameAfterReload(page, 'Search sent emails', 1)
  expect(emails.address).toContain('status=sent')
  expect(emails.address).toContain('sort=oldest')
})

test('discounts: search, filters and the second page survive a reload', async ({ page, request }) => {
  const { result } = await signUpViaApi(request, 'lists-discounts')
  const token = result.token
  const id = unique().toUpperCase()
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()
  const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString()
  // 27 codes running now and 3 that start next week.
  await inBatches(30, (index) =>
    post(request, token, '/v1/discounts', {
      title: `Dez por cento ${index + 1}`,
      method: 'code',
      code: `LISTA${id}${index + 1}`,
      type: 'amount_off_order',
      value: { type: 'percentage', value: '0.1' },
      startsAt: index < 27 ? yesterday : nextWeek,
    }),
  )

  await useToken(page, token, '/discounts')
  await search(page, 'Search discounts', `lista${id.toLowerCase()}`)
  await expectRows(page, 25)
  await choose(page, 'Status', 'Active')
  await choose(page, 'Type', 'Amount off order')
  await choose(page, 'Method', 'Code')
  await expectRows(page, 25)
  await nextPage(page, 2)
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('26–27 of 27')
  const discounts = await expectSameAfterReload(page, 'Search discounts', 2)
  expect(discounts.address).toContain('status=active')
  expect(discounts.address).toContain('type=amount_off_order')
})

test('activity log: search, area and the second page survive a reload', async ({ page, request }) => {
  const { result } = await signUpViaApi(request, 'lists-activity')
  const token = result.token
  const id = unique()
  // Each product made is an entry of the Products area: 52 of them, a page of 50 and two more.
  await inBatches(52, (index) =>
    post(request, token, '/v1/product', {
      title: `Caneca ${id} ${String(index + 1).padStart(2, '0')}`,
      variants: [{ price: '30.00' }],
    }),
  )
  // A change of another area, which the area filter leaves out.
  await post(request, token, '/v1/discounts', {
    title: `Caneca ${id} em dobro`,
    method: 'automatic',
    type: 'amount_off_order',
    value: { type: 'percentage', value: '0.05' },
    startsAt: new Date().toISOString(),
  })

  await useToken(page, token, '/settings/organization-account/security/activity-log')
  await search(page, 'Search the activity', id)
  await choose(page, 'Area', 'Products')
  await expectRows(page, 50)
  await nextPage(page, 2)
  await expect(rowsOf(page).first()).toContainText(`Caneca ${id}`)
  const activity = await expectSameAfterReload(page, 'Search the activity', 2)
  expect(activity.address).toContain('area=products')
})

test('locations: search, filter, sort and the second page survive a reload', async ({ page, request }) => {
  const { result } = await signUpViaApi(request, 'lists-locations')
  const token = result.token
  const id = unique()
  // Every third one inactive: 9 of the 27.
  await inBatches(27, (index) =>
    post(request, token, '/v1/location', {
      name: `Loja ${id} ${String(index + 1).padStart(2, '0')}`,
      city: 'São Paulo',
      provinceCode: 'SP',
      active: index % 3 !== 0,
    }),
  )
  // Another location the search must leave out.
  await post(request, token, '/v1/location', { name: `Depósito ${id}`, city: 'Guarulhos' })

  await useToken(page, token, '/settings/locations')
  await search(page, 'Search locations', `loja ${id}`)
  await choose(page, 'Sort by', 'Name Z–A')
  await expectRows(page, 25)
  await expect(rowsOf(page).first()).toContainText(`Loja ${id} 27`)
  await nextPage(page, 2)
  await expect(rowsOf(page).last()).toContainText(`Loja ${id} 01`)
  const locations = await expectSameAfterReload(page, 'Search locations', 2)
  expect(locations.address).toContain('sort=name_desc')
  await choose(page, 'Status', 'Inactive')
  await expect(page).not.toHaveURL(/after=/)
  await expectSameAfterReload(page, 'Search locations', 9)
})

test('users and roles: search and status survive a reload', async ({ page, request }) => {
  // The demo store's team, read only: its people and roles.
  const session = await signInViaApi(request, demoUser.email, demoUser.password)
  await useToken(page, session.token, '/settings/organization-account')
  await search(page, 'Search people', 'lima')
  await choose(page, 'Status', 'Active')
  await expectRows(page, 1)
  await expect(rowsOf(page).first()).toContainText('Beatriz Lima')
  const people = await expectSameAfterReload(page, 'Search people', 1)
  expect(people.address).toBe('?q=lima&status=active')

  await page.goto('/settings/organization-account/roles')
  await search(page, 'Search roles', 'admin')
  await expectRows(page, 1)
  await expect(rowsOf(page).first()).toContainText('Admin')
  await expectSameAfterReload(page, 'Search roles', 1)
})

test('a list link with values it cannot read shows the list with its defaults', async ({ page, request }) => {
  const { result } = await signUpViaApi(request, 'lists-bad-link')
  await createDraft(request, result.token, { email: `bad-link-${unique()}@example.com` })
  await useToken(page, result.token, '/orders/drafts?status=lost&after=bm90IGEgY3Vyc29y&page=-4')
  await expectRows(page, 1)
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('All statuses')
  // The page cursor the server could not read gave way to the first page.
  await expect(page).not.toHaveURL(/after=/)
})
