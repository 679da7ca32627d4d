import type { Page } from '@playwright/test'
import { demoUser, expect, signInViaApi, test } from './fixtures'

// A fresh start with demo data: every settings page of the store opens on Casa Aurora's own values (from
// apps/server/src/demo) and saves a change. Other specs share the demo account, so the changes are ones no
// other spec reads: notes, instructions, a contact phone, one rate's price, and toggles put back as found.
// The values asserted are never the ones changed, so a second run on the same database passes too.

const eventually = expect.configure({ timeout: 15_000 })
test.beforeEach(() => test.slow())

/** A mark that tells this run's saves from the demo's values. */
const mark = Date.now().toString(36)

/** Opens `path` signed in as the demo user, working in Casa Aurora (the store the demo filled in). */
async function openAsDemo(page: Page, request: Parameters<typeof signInViaApi>[0], path: string) {
  const session = await signInViaApi(request, demoUser.email, demoUser.password)
  const store = session.tenants.find((tenant) => tenant.name === 'Casa Aurora')
  expect(store, 'the demo account has Casa Aurora').toBeTruthy()
  await page.goto('/legal/privacy-policy')
  await page.evaluate(
    ([token, tenantId]) => {
      localStorage.setItem('access-token', token)
      localStorage.setItem('tenant-id', tenantId)
    },
    [session.token, store?.id ?? ''] as const,
  )
  await page.goto(path)
}

/** Clicks the page's Save and waits for its own confirmation. */
async function save(page: Page, confirmation: string) {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await eventually(page.getByText(confirmation, { exact: true }).first()).toBeVisible()
}

test('General and Brand show Casa Aurora’s details and save', async ({ page, request }) => {
  await openAsDemo(page, request, '/settings/general')

  await test.step('/settings/general', async () => {
    await eventually(page.getByRole('textbox', { name: 'Legal name' })).toHaveValue(
      'Casa Aurora Comércio de Moda e Casa Ltda',
    )
    await expect(page.getByRole('textbox', { name: 'CNPJ' })).toHaveValue('41.826.357/0001-00')
    await expect(page.getByRole('textbox', { name: 'Street and number' })).toHaveValue('Rua Harmonia, 456')
    await expect(page.getByRole('textbox', { name: 'Contact email' })).toHaveValue(
      'contato@casaaurora.example.com',
    )
    const phone = page.getByRole('textbox', { name: 'Contact phone' })
    await phone.fill('+55 11 3062-4101')
    await save(page, 'Settings saved')
    await page.reload()
    await eventually(phone).toHaveValue('+55 11 3062-4101')
  })

  await test.step('/settings/general/brand', async () => {
    await page.goto('/settings/general/brand')
    await eventually(page.getByRole('textbox', { name: 'Primary colour', exact: true })).toHaveValue(
      /^#7c2d12$/i,
    )
    await expect(page.getByRole('textbox', { name: 'Accent colour', exact: true })).toHaveValue(/^#f59e0b$/i)
    const description = page.getByRole('textbox', { name: 'Short description' })
    await expect(description).toHaveValue(/^Moda e casa com algodão brasileiro/)
    const text = `Moda e casa com algodão brasileiro, feitas para durar. ${mark}`
    await description.fill(text)
    await save(page, 'Settings saved')
    await page.reload()
    await eventually(description).toHaveValue(text)
  })
})

test('Locations list the shop and the warehouse, and a location saves', async ({ page, request }) => {
  await openAsDemo(page, request, '/settings/locations')

  await test.step('/settings/locations', async () => {
    await eventually(page.getByRole('link', { name: 'Loja Vila Madalena' })).toBeVisible()
    await page.getByRole('link', { name: 'Centro de Distribuição Guarulhos' }).click()
  })

  await test.step('/settings/locations/{id}', async () => {
    await eventually(page).toHaveURL(/\/settings\/locations\/[0-9a-f-]{36}$/)
    await eventually(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Centro de Distribuição Guarulhos',
    )
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Guarulhos')
    const street = page.getByRole('textbox', { name: 'Street and number' })
    await expect(street).toHaveValue(/^Av\. Santos Dumont/)
    await street.fill(`Av. Santos Dumont, 1200 (${mark})`)
    await save(page, 'Location saved')
    await page.reload()
    await eventually(street).toHaveValue(`Av. Santos Dumont, 1200 (${mark})`)
  })
})

test('Taxes show ICMS by state and save', async ({ page, request }) => {
  await openAsDemo(page, request, '/settings/taxes')
  const rows = page.getByTestId('tax-region-row')
  await eventually(rows.filter({ hasText: '· SP' })).toContainText('ICMS 18%')
  await expect(rows.filter({ hasText: '· RJ' })).toContainText('FCP 2%')
  await expect(page.getByRole('checkbox', { name: /All prices include tax/ })).toBeChecked()

  // Tax on shipping goes off and comes back on: drafts of the demo store tax as before.
  const shippingTaxed = page.getByRole('checkbox', { name: /Charge tax on shipping/ })
  await expect(shippingTaxed).toBeChecked()
  await shippingTaxed.click()
  await save(page, 'Tax settings saved')
  await page.reload()
  await eventually(shippingTaxed).not.toBeChecked()
  await shippingTaxed.click()
  await save(page, 'Tax settings saved')
  await page.reload()
  await eventually(shippingTaxed).toBeChecked()
})

test('Shipping shows the Correios profile, local delivery and pickup, and each saves', async ({
  page,
  request,
}) => {
  await openAsDemo(page, request, '/settings/shipping')
  const profiles = page.getByRole('region', { name: 'Shipping profiles' })
  const delivery = page.getByRole('region', { name: 'Local delivery' })
  const pickup = page.getByRole('region', { name: 'Pickup in store' })

  await test.step('/settings/shipping', async () => {
    await eventually(profiles.getByRole('link', { name: 'Envios pelos Correios' })).toBeVisible()
    await expect(delivery).toContainText('Fee R$14.90')
    await expect(pickup).toContainText('2 hours')
  })

  await test.step('/settings/shipping/profiles/{id}', async () => {
    await profiles.getByRole('link', { name: 'Envios pelos Correios' }).click()
    await eventually(page).toHaveURL(/\/settings\/shipping\/profiles\/[0-9a-f-]{36}$/)
    await eventually(page.getByRole('textbox', { name: 'Profile name' })).toHaveValue('Envios pelos Correios')
    const southeast = page.getByRole('group', { name: 'Zone 1', exact: true })
    await expect(southeast.getByRole('textbox', { name: 'Zone name' })).toHaveValue('Sudeste')
    const firstRate = southeast.getByRole('group', { name: 'Rate 1', exact: true })
    await expect(firstRate.getByRole('textbox', { name: 'Rate name' })).toHaveValue('PAC')
    await expect(firstRate.getByRole('textbox', { name: 'Price' })).toHaveValue('19.90')
    // SEDEX from 3 to 10 kg outside the Southeast: no other spec ships that far or that heavy.
    const heavySedex = page
      .getByRole('group', { name: 'Zone 2', exact: true })
      .getByRole('group', { name: 'Rate 6', exact: true })
    await expect(heavySedex.getByRole('textbox', { name: 'Rate name' })).toHaveValue('SEDEX')
    const price = heavySedex.getByRole('textbox', { name: 'Price' })
    await expect(price).toHaveValue(/^\d+\.\d{2}$/)
    const next = (await price.inputValue()) === '97.90' ? '99.90' : '97.90'
    await price.fill(next)
    await save(page, 'Settings saved')
    await page.reload()
    await eventually(price).toHaveValue(next)
  })

  await test.step('/settings/shipping/local-delivery/{id}', async () => {
    await page.goto('/settings/shipping')
    await delivery.getByRole('link', { name: 'Edit: Loja Vila Madalena' }).click()
    await eventually(page).toHaveURL(/\/settings\/shipping\/local-delivery\/[0-9a-f-]{36}$/)
    await eventually(page.getByRole('textbox', { name: 'Delivery fee' })).toHaveValue('14.90')
    await expect(page.getByRole('textbox', { name: 'CEP ranges' })).toHaveValue(/^01000-000 - 05999-999/)
    await expect(page.getByRole('checkbox', { name: 'Offer local delivery' })).toBeChecked()
    const note = page.getByRole('textbox', { name: 'Delivery note' })
    await expect(note).toHaveValue(/^Entrega por motoboy/)
    const text = `Entrega por motoboy no mesmo dia para pedidos feitos até as 14h. ${mark}`
    await note.fill(text)
    await save(page, 'Settings saved')
    await page.reload()
    await eventually(note).toHaveValue(text)
  })

  await test.step('/settings/shipping/pick-in-store/{id}', async () => {
    await page.goto('/settings/shipping')
    await pickup.getByRole('link', { name: 'Edit: Loja Vila Madalena' }).click()
    await eventually(page).toHaveURL(/\/settings\/shipping\/pick-in-store\/[0-9a-f-]{36}$/)
    await eventually(page.getByRole('heading', { name: 'Pickup at Loja Vila Madalena' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Usually ready in' })).toHaveText('2 hours')
    await expect(page.getByRole('checkbox', { name: /Offer pickup/ })).toBeChecked()
    const instructions = page.getByRole('textbox', { name: 'Pickup instructions' })
    await expect(instructions).toHaveValue(/^Retire no balcão/)
    const text = `Retire no balcão do caixa com um documento com foto. ${mark}`
    await instructions.fill(text)
    await save(page, 'Settings saved')
    await page.reload()
    await eventually(instructions).toHaveValue(text)
  })
})

test('Payments show Pix by CNPJ and a bank transfer, and save', async ({ page, request }) => {
  await openAsDemo(page, request, '/settings/payments')
  await eventually(page.getByRole('checkbox', { name: 'Pix' })).toBeChecked()
  await expect(page.getByRole('textbox', { name: 'Pix key' })).toHaveValue(
    /^(41826357000100|41\.826\.357\/0001-00)$/,
  )
  await expect(page.getByRole('combobox', { name: 'Key type' })).toHaveText('CNPJ')
  await expect(page.getByRole('textbox', { name: 'Recipient name' })).toHaveValue('Casa Aurora')
  await expect(page.getByRole('textbox', { name: 'Bank details and instructions' })).toHaveValue(
    /^Banco Itaú \(341\)/,
  )
  const note = page.getByRole('textbox', { name: 'Note for customers (optional)' })
  await expect(note).toHaveValue(/^Assim que o Pix for confirmado/)
  const text = `Assim que o Pix for confirmado, separamos o seu pedido. ${mark}`
  await note.fill(text)
  await save(page, 'Payment settings saved')
  await page.reload()
  await eventually(note).toHaveValue(text)
})

test('Checkout, customer accounts, policies, privacy and pricing show the store’s choices and save', async ({
  page,
  request,
}) => {
  await openAsDemo(page, request, '/settings/checkout')

  await test.step('/settings/checkout', async () => {
    await eventually(page.getByRole('combobox', { name: 'CPF or CNPJ' })).toHaveText('Required')
    await expect(page.getByRole('combobox', { name: 'Phone number' })).toHaveText('Required')
    await expect(page.getByRole('checkbox', { name: 'Let customers add a note to the order' })).toBeChecked()
    // Whether the news box starts ticked: no other spec looks at the demo store's checkout page.
    const consent = page.getByRole('checkbox', { name: /send me news and offers/ })
    const wasChecked = await consent.isChecked()
    await consent.click()
    await save(page, 'Settings saved')
    await page.reload()
    await eventually(consent).toBeChecked({ checked: !wasChecked })
  })

  await test.step('/settings/customerAccounts', async () => {
    await page.goto('/settings/customerAccounts')
    await eventually(
      page.getByRole('checkbox', { name: 'Customers can see their order through a link' }),
    ).toBeChecked()
    const days = page.getByLabel('Link works for')
    await expect(days).toHaveValue(/^\d+$/)
    const next = (await days.inputValue()) === '60' ? '90' : '60'
    await days.fill(next)
    await save(page, 'Settings saved')
    await page.reload()
    await eventually(days).toHaveValue(next)
  })

  await test.step('/settings/policies', async () => {
    await page.goto('/settings/policies')
    await eventually(
      page
        .getByRole('textbox', { name: 'Refund policy text' })
        .getByRole('heading', { name: 'Trocas e devoluções' }),
    ).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Privacy policy text' })).toContainText('LGPD')
    const contact = page.getByRole('region', { name: 'Contact information' })
    const editor = contact.getByRole('textbox', { name: 'Contact information text' })
    await expect(editor).toContainText('Atendimento de segunda a sexta')
    await editor.click()
    await page.keyboard.press('ControlOrMeta+End')
    await page.keyboard.type(` Também pelo chat. ${mark}`)
    await contact.getByRole('button', { name: 'Save', exact: true }).click()
    await eventually(page.getByText('Contact information saved', { exact: true })).toBeVisible()
    await page.reload()
    await eventually(page.getByRole('textbox', { name: 'Contact information text' })).toContainText(mark)
  })

  await test.step('/settings/privacy', async () => {
    await page.goto('/settings/privacy')
    const dataKept = page.getByRole('textbox', { name: /What data the store keeps/ })
    await eventually(dataKept).toHaveValue(/^Guardamos nome, e-mail, telefone, CPF ou CNPJ/)
    const text = `Guardamos nome, e-mail, telefone, CPF ou CNPJ e os endereços de cada pedido por 5 anos. ${mark}`
    await dataKept.fill(text)
    await save(page, 'Settings saved')
    await page.reload()
    await eventually(dataKept).toHaveValue(text)
    // The demo's past customer data requests: an export, and an erasure naming no one.
    const requests = page.getByRole('region', { name: 'Recent requests' })
    await expect(requests.getByRole('row', { name: /^Erasure\s+Erased customer/ })).toBeVisible()
    await expect(requests.getByRole('row', { name: /^Data export/ }).first()).toBeVisible()
  })

  await test.step('/settings/pricing', async () => {
    await page.goto('/settings/pricing')
    // Struck-through prices go off and come back on, as the demo has them.
    const compareAt = page.getByRole('checkbox', {
      name: 'Show compare-at prices struck through on the checkout page',
    })
    await eventually(compareAt).toBeChecked()
    await expect(page.getByRole('textbox', { name: 'Currency' })).toHaveValue('BRL')
    await compareAt.click()
    await save(page, 'Settings saved')
    await page.reload()
    await eventually(compareAt).not.toBeChecked()
    await compareAt.click()
    await save(page, 'Settings saved')
    await page.reload()
    await eventually(compareAt).toBeChecked()
  })
})
