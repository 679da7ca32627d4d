import { readFile } from 'node:fs/promises'
import { parseCsv } from '@lojista/contracts/csv'
import { bearer, expect, test } from './fixtures'
import { uniqueSuffix } from './order-editor-helpers'
import {
  checkoutLinkFromMail,
  createDraft,
  payWithCode,
  sendInvoiceViaApi,
  uniqueBuyer,
} from './orders-helpers'

// Each step waits on the server (generating, exporting, placing the order): room on a busy machine.
const eventually = expect.configure({ timeout: 15_000 })

test('staff generate a batch of codes for a campaign and export it; a customer pays with one, and its use shows on the code', async ({
  signedIn,
  request,
  browser,
}) => {
  test.slow()
  const { page, result } = signedIn
  const code = `CAMP${uniqueSuffix()}`.toUpperCase()
  const created = await request.post('/v1/discounts', {
    headers: bearer(result.token),
    data: {
      title: 'Campanha da newsletter',
      method: 'code',
      code,
      type: 'amount_off_order',
      value: { type: 'percentage', value: '0.1' },
      usageLimit: { total: null, oncePerCustomer: true },
      startsAt: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { discount } = (await created.json()) as { discount: { id: string } }
  await page.goto(`/discounts/${discount.id}`)

  await test.step('the panel generates 30 codes after the prefix', async () => {
    await page.getByRole('button', { name: 'Generate codes' }).click()
    const panel = page.getByRole('dialog', { name: 'Generate codes' })
    await panel.getByLabel('Number of codes').fill('30')
    await panel.getByLabel('Starts with').fill('news-')
    await panel.getByRole('button', { name: 'Generate' }).click()
    await eventually(page.getByText('30 codes generated', { exact: true })).toBeVisible()
    await eventually(page.getByText(/^30 codes generated for this discount/)).toBeVisible()
    await expect(page.getByRole('cell', { name: /^NEWS-[A-HJ-NP-Z2-9]{8}$/ })).toHaveCount(25)
  })

  const codes = await test.step('Export gives every code with its uses', async () => {
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export' }).click()
    const file = await download
    const [header, ...rows] = parseCsv(await readFile((await file.path()) as string, 'utf8'))
    expect(header).toEqual(['Code', 'Discount', 'Uses', 'Created at'])
    expect(rows).toHaveLength(30)
    return rows.map((row) => row[0] as string)
  })

  const chosen = codes[7] as string
  const buyer = uniqueBuyer()
  const draft = await createDraft(request, result.token, { email: buyer.email })
  await sendInvoiceViaApi(request, result.token, draft.id)
  const link = await checkoutLinkFromMail(buyer.email)

  await test.step('the customer types one of the codes at checkout and pays', () =>
    payWithCode(browser, link, chosen, { total: 'R$285.50', off: 'R$28.55', paid: 'R$256.95' }))

  await test.step('the codes list finds the code and counts its use', async () => {
    await page.reload()
    await page.getByLabel('Search codes').fill(chosen.slice(-5).toLowerCase())
    const row = page.getByRole('row', { name: new RegExp(chosen) })
    await eventually(row.getByRole('cell').nth(1)).toHaveText('1')
    await expect(page.getByText('Used 1 times', { exact: false })).toBeVisible()
  })
})
