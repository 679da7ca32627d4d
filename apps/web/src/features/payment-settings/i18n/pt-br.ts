import type en from './en'

/** Brazilian Portuguese. Typed against English so a missing or extra key fails the build. */
const ptBR: typeof en = {
  messages: {
    Required: 'Obrigatório',
    'Enter the 11 digits of a valid CPF': 'Informe os 11 dígitos de um CPF válido',
    'Enter the 14 characters of a valid CNPJ': 'Informe os 14 caracteres de um CNPJ válido',
    'Enter an email address such as pix@loja.com.br': 'Informe um e-mail como pix@loja.com.br',
    'Enter the phone with its area code, such as +55 11 91234-5678':
      'Informe o celular com DDD, como +55 11 91234-5678',
    'Enter the random key as the bank shows it (8-4-4-4-12 characters)':
      'Informe a chave aleatória como o banco a mostra (8-4-4-4-12 caracteres)',
    'Use at most 25 characters': 'Use no máximo 25 caracteres',
    'Use at most 15 characters': 'Use no máximo 15 caracteres',
    'Use at most 1000 characters': 'Use no máximo 1000 caracteres',
    'Tell customers how to pay': 'Diga aos clientes como pagar',
    'Turn on at least one way to pay': 'Ative pelo menos uma forma de pagamento',
    'Someone else changed these settings in the meantime. Review them and save again.':
      'Outra pessoa alterou estas configurações enquanto isso. Revise-as e salve novamente.',
    'Stale version': 'Versão desatualizada',
  },
  page: {
    description: 'Como os clientes podem pagar na página de checkout.',
    loadFailed: 'Não foi possível carregar as configurações de pagamento.',
    save: 'Salvar',
    saving: 'Salvando…',
    saved: 'Configurações de pagamento salvas',
    stale:
      'Outra pessoa salvou estas configurações enquanto isso. Os valores dela aparecem agora: faça suas alterações novamente.',
    errorSummary_one: 'Para salvar as configurações, {{count}} alteração é necessária:',
    errorSummary_other: 'Para salvar as configurações, {{count}} alterações são necessárias:',
  },
  card: {
    title: 'Cartão',
    enabled: 'Aceitar cartões no checkout',
    hint: 'O cartão é cobrado na hora e o pedido fica pago.',
    provider: 'Provedor de cartão',
    providers: { test: 'Provedor de teste (nenhum cartão real é cobrado)' },
  },
  manual: {
    title: 'Formas de pagamento manuais',
    hint: 'O pedido é feito aguardando o pagamento. Quando o dinheiro chegar, marque-o como recebido no pedido.',
  },
  pix: {
    enabled: 'Pix',
    hint: 'Os clientes veem um código Pix copia e cola e o QR code com o valor do pedido.',
    keyType: 'Tipo de chave',
    keyTypes: { cpf: 'CPF', cnpj: 'CNPJ', email: 'E-mail', phone: 'Celular', random: 'Chave aleatória' },
    key: 'Chave Pix',
    merchantName: 'Nome do recebedor',
    merchantNameHint: 'Como o banco de quem paga o mostra, até 25 caracteres.',
    merchantCity: 'Cidade do recebedor',
    merchantCityHint: 'Até 15 caracteres.',
    instructions: 'Recado para os clientes (opcional)',
  },
  bankDeposit: {
    enabled: 'Depósito ou transferência bancária',
    instructions: 'Dados bancários e instruções',
  },
  cashOnDelivery: { enabled: 'Pagamento na entrega', instructions: 'Instruções (opcional)' },
  boleto: { enabled: 'Boleto', instructions: 'Como o cliente recebe e paga o boleto' },
  fields: {
    cardEnabled: 'Formas de pagamento',
    pixKey: 'Chave Pix',
    pixMerchantName: 'Nome do recebedor',
    pixMerchantCity: 'Cidade do recebedor',
    pixInstructions: 'Recado do Pix',
    bankDepositInstructions: 'Instruções do depósito',
    cashOnDeliveryInstructions: 'Instruções do pagamento na entrega',
    boletoInstructions: 'Instruções do boleto',
  },
}

export default ptBR
