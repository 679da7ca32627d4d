import { randomUUID } from 'node:crypto'
import { expect, signUpViaApi, test, useToken } from './fixtures'

// Each step waits on the server: give it room on a busy machine.
const eventually = expect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

test('the owner makes an API token, an integration calls the API with it until it is revoked, and the log names it', async ({
  page,
  request,
}) => {
  const { result } = await signUpViaApi(request, 'owner')
  const storeId = result.defaultTenant?.id ?? ''
  const name = `ERP ${randomUUID().slice(0, 6)}`
  const customer = `Cliente ${randomUUID().slice(0, 6)}`

  const secret =
    await test.step('the owner creates a Staff token from the Users page and copies it once', async () => {
      await useToken(page, result.token, '/settings/organization-account')
      await page.getByRole('link', { name: 'API tokens' }).click()
      await eventually(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible()
      await page.getByRole('button', { name: 'Create token' }).click()
      const panel = page.getByRole('dialog', { name: 'Create an API token' })
      await panel.getByLabel('Name').fill(name)
      await panel.getByRole('combobox', { name: 'Role' }).click()
      await page.getByRole('option', { name: 'Staff' }).click()
      await panel.getByRole('combobox', { name: 'Expires' }).click()
      await page.getByRole('option', { name: 'In 30 days' }).click()
      await panel.getByRole('button', { name: 'Create token' }).click()

      const shown = page.getByRole('dialog', { name: `Copy the token ${name}` })
      const field = shown.getByLabel('Token')
      await eventually(field).toHaveValue(/^lojista_pat_/)
      const value = await field.inputValue()
      await expect(shown).toContainText(storeId)
      await shown.getByRole('button', { name: 'Done' }).click()
      await expect(shown).toBeHidden()
      // Never shown again: the list has the token, not its secret.
      const row = page.getByRole('row').filter({ hasText: name })
      await eventually(row).toContainText('Active')
      await expect(row).toContainText('Staff')
      await expect(page.getByText(value)).toHaveCount(0)
      return value
    })

  const headers = { Authorization: `Bearer ${secret}`, 'X-Tenant-Id': storeId }

  await test.step('an integration reads the store and adds a customer with the token', async () => {
    const store = await request.get('/v1/tenant', { headers })
    expect(store.status(), await store.text()).toBe(200)
    const added = await request.post('/v1/party', {
      headers,
      data: {
        id: randomUUID(),
        type: 'individual',
        displayName: customer,
        individualDetails: { firstName: customer, lastName: '' },
        contacts: [],
        roles: [{ role: 'customer' }],
      },
    })
    expect(added.status(), await added.text()).toBe(201)
    // Its role does not manage people: refused, naming the permission.
    const refused = await request.get('/v1/staff/members', { headers })
    expect(refused.status()).toBe(403)
  })

  await test.step('the owner revokes the token and its next call gets 401', async () => {
    await page.reload()
    const row = page.getByRole('row').filter({ hasText: name })
    await eventually(row).not.toContainText('Never')
    await row.getByRole('button', { name: `Revoke the token ${name}` }).click()
    const confirm = page.getByRole('dialog', { name: `Revoke the token ${name}?` })
    await confirm.getByRole('button', { name: 'Revoke' }).click()
    await eventually(page.getByText(`Token ${name} revoked`)).toBeVisible()
    await eventually(row).toContainText('Revoked')
    const after = await request.get('/v1/tenant', { headers })
    expect(after.status()).toBe(401)
    expect(after.headers()['content-type']).toContain('application/problem+json')
  })

  await test.step('the activity log names the token as the one who added the customer', async () => {
    await page.goto('/settings/organization-account/security/activity-log')
    const added = page.getByRole('row').filter({ hasText: `Added the customer ${customer}` })
    await eventually(added).toContainText(`API token ${name}`)
    await expect(page.getByRole('row').filter({ hasText: `Revoked the API token ${name}` })).toBeVisible()
  })
})
