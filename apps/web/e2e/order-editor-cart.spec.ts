import { expect, signUpViaApi, test, useToken } from './fixtures'
import { createProduct, uniqueSuffix } from './order-editor-helpers'

// The header's cart edits the store's current draft with the same
// editor as the page; it is collapsed or expanded (Checkout), and a reload keeps it.

test('the cart builds a draft: items and totals, Checkout, Save, and a reload keeps it', async ({
  page,
  request,
}) => {
  test.slow()
  const suffix = uniqueSuffix()
  const { result } = await signUpViaApi(request, 'cart')
  const bag = await createProduct(request, result.token, {
    title: `Sacola ${suffix}`,
    variants: [{ price: '20.00', sku: `SAC-${suffix}` }],
  })
  await useToken(page, result.token, '/')
  await page.getByRole('button', { name: 'Open cart' }).first().click()
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' })
  await expect(cart.getByText('0 items in your cart')).toBeVisible()
  await expect(cart.getByText('Cart is empty')).toBeVisible()
  await expect(cart.getByRole('combobox', { name: 'Search or create a customer' })).toBeVisible()

  // Checkout expands the drawer to the whole order form.
  await cart.getByRole('button', { name: 'Checkout' }).click()
  const checkout = page.getByRole('dialog', { name: 'Checkout' })
  await expect(checkout.getByRole('button', { name: 'Send Quote' })).toBeDisabled()
  await checkout.getByRole('combobox', { name: 'Search products to add' }).fill(bag.title)
  await page.getByRole('option', { name: new RegExp(`^${bag.title}`) }).click()
  await page.keyboard.press('Escape')
  await expect(checkout.getByTestId('line-item')).toHaveCount(1)
  await checkout.getByRole('spinbutton', { name: `Quantity of ${bag.title}` }).fill('3')
  await expect(checkout.getByTestId('payment-total')).toHaveText('R$60.00')

  // Back to the cart: its lines and footer.
  await checkout.getByRole('button', { name: 'Minimize cart' }).click()
  await expect(cart.getByText('3 items in your cart')).toBeVisible()
  await expect(cart.getByTestId('line-item')).toContainText(bag.title)
  await expect(cart.getByTestId('cart-subtotal')).toHaveText('R$60.00')
  await expect(cart.getByTestId('cart-total')).toHaveText('R$60.00')
  await expect(cart.getByTestId('cart-tax')).toHaveCount(0)

  // The unit price opens the line's discount, which expands the drawer.
  await cart.getByRole('button', { name: `Change the price of ${bag.title}` }).click()
  const lineDiscount = page.getByRole('dialog', { name: `Discount on ${bag.title}` })
  await expect(lineDiscount).toBeVisible()
  await expect(checkout).toBeVisible()
  await lineDiscount.getByRole('button', { name: 'Cancel' }).click()
  await expect(lineDiscount).toBeHidden()

  await checkout.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/^Draft #D\d+ saved$/)).toBeVisible()
  await checkout.getByRole('button', { name: 'Close cart' }).click()
  await expect(checkout).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open cart, 3 items' }).first()).toBeVisible()

  // The cart is the same draft after a reload, and it opens collapsed.
  await page.reload()
  await page.getByRole('button', { name: 'Open cart, 3 items' }).first().click()
  await expect(cart.getByTestId('line-item')).toContainText(bag.title)
  await expect(cart.getByTestId('cart-total')).toHaveText('R$60.00')

  // The drafts list shows it.
  await cart.getByRole('button', { name: 'Continue' }).click()
  await page.goto('/orders/drafts')
  await expect(page.getByRole('cell', { name: 'R$60.00' })).toBeVisible()
})
