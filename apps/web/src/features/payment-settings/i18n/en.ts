/** Settings → Payments texts in English; pt-br.ts mirrors every key (its type is this object's). */
const en = {
  /** Shared English messages (contracts, server) by their text; English needs none. */
  messages: {} as Record<string, string>,
  page: {
    description: 'How customers can pay on the checkout page.',
    loadFailed: 'The payment settings could not be loaded.',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Payment settings saved',
    stale:
      'Someone else saved these settings in the meantime. Their values are shown now: make your changes again.',
    errorSummary_one: 'To save the settings, {{count}} change needs to be made:',
    errorSummary_other: 'To save the settings, {{count}} changes need to be made:',
  },
  card: {
    title: 'Card',
    enabled: 'Take cards at checkout',
    hint: 'Cards are charged at once and the order is paid.',
    provider: 'Card provider',
    providers: { test: 'Test provider (no real card is charged)' },
  },
  manual: {
    title: 'Manual payment methods',
    hint: 'The order is placed awaiting payment. When the money arrives, mark it received on the order.',
  },
  pix: {
    enabled: 'Pix',
    hint: 'Customers see a Pix copy-and-paste code and its QR code with the order’s amount.',
    keyType: 'Key type',
    keyTypes: { cpf: 'CPF', cnpj: 'CNPJ', email: 'Email', phone: 'Mobile phone', random: 'Random key' },
    key: 'Pix key',
    merchantName: 'Recipient name',
    merchantNameHint: 'As the payer’s bank shows it, up to 25 characters.',
    merchantCity: 'Recipient city',
    merchantCityHint: 'Up to 15 characters.',
    instructions: 'Note for customers (optional)',
  },
  bankDeposit: { enabled: 'Bank deposit or transfer', instructions: 'Bank details and instructions' },
  cashOnDelivery: { enabled: 'Cash on delivery', instructions: 'Instructions (optional)' },
  boleto: { enabled: 'Boleto', instructions: 'How the customer gets and pays the boleto' },
  fields: {
    cardEnabled: 'Ways to pay',
    pixKey: 'Pix key',
    pixMerchantName: 'Recipient name',
    pixMerchantCity: 'Recipient city',
    pixInstructions: 'Pix note',
    bankDepositInstructions: 'Bank deposit instructions',
    cashOnDeliveryInstructions: 'Cash on delivery instructions',
    boletoInstructions: 'Boleto instructions',
  },
}

export default en
