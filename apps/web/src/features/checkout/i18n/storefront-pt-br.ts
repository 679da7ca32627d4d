import type en from './storefront-en'

/** Brazilian Portuguese. Typed against English so a missing or extra key fails the build. */
const ptBR: typeof en = {
  messages: {
    'Not a valid CPF or CNPJ': 'CPF ou CNPJ inválido',
    'Fill in the details the store asks for.': 'Preencha os dados que a loja pede.',
  },
  details: {
    title: 'Seus dados',
    taxId: 'CPF ou CNPJ',
    optional: '(opcional)',
    acceptsMarketing: 'Quero receber novidades e ofertas por e-mail',
    note: 'Observação para a loja',
  },
  policies: {
    label: 'Políticas da loja',
    refund: 'Política de reembolso',
    privacy: 'Política de privacidade',
    terms: 'Termos de serviço',
    shipping: 'Política de frete',
    contact: 'Informações de contato',
  },
  logo: 'Logo de {{store}}',
  compareAt: 'De',
}

export default ptBR
