/** What the checkout page says of the store's own settings (brand, customer details, policies), in English. */
const en = {
  messages: {} as Record<string, string>,
  details: {
    title: 'Your details',
    taxId: 'CPF or CNPJ',
    optional: '(optional)',
    acceptsMarketing: 'Send me news and offers by email',
    note: 'Note for the store',
  },
  policies: {
    label: 'Store policies',
    refund: 'Refund policy',
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    shipping: 'Shipping policy',
    contact: 'Contact information',
  },
  logo: '{{store}} logo',
  /** Read before a struck-through compare-at price. */
  compareAt: 'Was',
}

export default en
