import { randomUUID } from 'node:crypto'
import { bearer, expect, signUpViaApi, test, useToken } from './fixtures'
import { waitForMail } from './mail'
import { expectSaved } from './order-editor-helpers'

// Each step waits on the server (saving, emailing, delivering): give it room on a busy machine.
const eventually = expect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

/** Sellers: drafts and their invoices, the customers and the catalogue; no discounts, exports or settings. */
const SALES = [
  'draft_orders.edit',
  'draft_orders.send',
  'orders.view',
  'customers.edit',
  'customers.view_personal_data',
  'products.view',
]

test('the owner invites a colleague as Sales, who joins from the email and works within the role', async ({
  page,
  request,
  browser,
}) => {
  const { account: owner, result } = await signUpViaApi(request, 'owner')
  const role = await request.post('/v1/staff/roles', {
    headers: bearer(result.token),
    data: { name: 'Sales', permissions: SALES },
  })
  expect(role.status(), await role.text()).toBe(201)
  const id = randomUUID().slice(0, 8)
  const colleague = { name: `Carla ${id}`, email: `e2e-colleague-${id}@example.com` }
  const buyer = `e2e-buyer-${id}@example.com`

  await test.step('the owner invites the colleague from the Users page', async () => {
    await useToken(page, result.token, '/settings/organization-account')
    await page.getByRole('button', { name: 'Invite' }).click()
    const panel = page.getByRole('dialog', { name: 'Invite a person' })
    await panel.getByLabel('Email').fill(colleague.email)
    await panel.getByRole('combobox', { name: 'Role' }).click()
    await page.getByRole('option', { name: 'Sales' }).click()
    await panel.getByRole('button', { name: 'Send invitation' }).click()
    await eventually(page.getByText(`Invitation sent to ${colleague.email}`)).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: colleague.email })
    await eventually(row).toContainText('Pending')
    await expect(row).toContainText('Sales')
  })

  const link = await test.step('the invitation arrives by email with its link', async () => {
    const text = await waitForMail(colleague.email)
    const found = text.match(/(http\S+\/invitation\?token=\S+)/)?.[1]
    if (!found) throw new Error(`No invitation link in the email to ${colleague.email}`)
    return found
  })

  const context = await browser.newContext({ locale: 'en-US' })
  const colleaguePage = await context.newPage()

  await test.step('the colleague signs up from the link and lands in the store', async () => {
    await colleaguePage.goto(link)
    await eventually(
      colleaguePage.getByRole('heading', { level: 1, name: `Join ${owner.storeName}` }),
    ).toBeVisible()
    await expect(
      colleaguePage.getByText(`You are invited to work in ${owner.storeName} as Sales.`),
    ).toBeVisible()
    await colleaguePage.getByLabel('Your name').fill(colleague.name)
    await colleaguePage.getByLabel('Password').fill('correct-horse-battery')
    await colleaguePage.getByRole('button', { name: 'Create account and join' }).click()
    await eventually(colleaguePage.getByText(`Welcome to ${owner.storeName}`)).toBeVisible()
    await expect(colleaguePage).toHaveURL(/\/$/)
  })

  await test.step('the role keeps discounts and customer exports from the colleague', async () => {
    await colleaguePage.goto('/discounts')
    await eventually(colleaguePage.getByRole('heading', { name: "You don't have access" })).toBeVisible()
    await colleaguePage.goto('/customers')
    // The new store has no customers yet: once its empty state shows, the page's actions are settled
    // (the empty state offers its own Add customer link beside the header's).
    await eventually(colleaguePage.getByRole('region', { name: 'No customers yet' })).toBeVisible()
    await expect(colleaguePage.getByRole('link', { name: 'Add customer' }).first()).toBeVisible()
    await expect(colleaguePage.getByRole('button', { name: 'Export' })).toHaveCount(0)
  })

  await test.step('the colleague builds a draft and sends its invoice', async () => {
    await colleaguePage.goto('/orders/drafts/new')
    await colleaguePage.getByRole('button', { name: 'Add custom item' }).click()
    const custom = colleaguePage.getByRole('dialog', { name: 'Add custom item' })
    await custom.getByLabel('Item name').fill('Vaso Azul')
    await custom.getByLabel('Price').fill('80')
    await custom.getByRole('button', { name: 'Save' }).click()
    await eventually(colleaguePage).toHaveURL(/\/orders\/drafts\/[0-9a-f-]{36}$/)
    await expectSaved(colleaguePage)
    await colleaguePage.getByRole('button', { name: 'Send Invoice' }).click()
    const dialog = colleaguePage.getByRole('dialog', { name: 'Send invoice' })
    await dialog.getByLabel('To').fill(buyer)
    await dialog.getByRole('button', { name: 'Send Invoice' }).click()
    await eventually(colleaguePage.getByText(`Invoice sent to ${buyer}`, { exact: true })).toBeVisible()
  })

  await test.step("the owner finds the colleague's joining and invoice in the activity log", async () => {
    await page.goto('/settings/organization-account/security/activity-log')
    await eventually(page.getByText(`${colleague.name} joined the store`)).toBeVisible()
    const sent = page.getByRole('row').filter({ hasText: /Sent the invoice of #D\d+/ })
    await eventually(sent).toContainText(colleague.name)
    await expect(page.getByText(`Invited ${colleague.email}`)).toBeVisible()
  })

  await test.step('the spent link says so, in the language of the browser that opens it', async () => {
    const portuguese = await browser.newContext({ locale: 'pt-BR' })
    const again = await portuguese.newPage()
    await again.goto(link)
    await eventually(again.getByRole('heading', { level: 1, name: 'Convite já aceito' })).toBeVisible()
    await portuguese.close()
  })

  await context.close()
})
