import type en from './en'

/** Brazilian Portuguese. Typed against English so a missing or extra key fails the build. */
const ptBR: typeof en = {
  messages: {
    'From 1 to 365 days': 'De 1 a 365 dias',
    'Use at most 5000 characters': 'Use no máximo 5000 caracteres',
    'This policy is too long': 'Esta política está longa demais',
    'Someone else changed these settings in the meantime. Review them and save again.':
      'Outra pessoa alterou estas configurações enquanto isso. Revise-as e salve novamente.',
    'Stale version': 'Versão desatualizada',
  },
  page: {
    loadFailed: 'Não foi possível carregar as configurações.',
    save: 'Salvar',
    saving: 'Salvando…',
    saved: 'Configurações salvas',
    stale:
      'Outra pessoa salvou estas configurações enquanto isso. Os valores dela estão na tela agora: faça as suas alterações de novo.',
  },
  requirements: { off: 'Não pedir', optional: 'Opcional', required: 'Obrigatório' },
  policyKinds: {
    refund: 'Política de reembolso',
    privacy: 'Política de privacidade',
    terms: 'Termos de serviço',
    shipping: 'Política de frete',
    contact: 'Informações de contato',
  },
  checkout: {
    description: 'O que a página de checkout pede aos clientes e para onde ela leva.',
    fields: 'Dados do cliente',
    fieldsHint: 'Campos obrigatórios precisam ser preenchidos antes de o cliente pagar.',
    phone: 'Telefone',
    company: 'Nome da empresa',
    taxId: 'CPF ou CNPJ',
    options: 'Opções',
    marketingConsentDefault: 'Deixar “quero receber novidades e ofertas” marcado',
    marketingConsentHint: 'O cliente pode desmarcar.',
    orderNote: 'Permitir que o cliente deixe uma observação no pedido',
    policyLinks: 'Políticas com link na página de checkout',
    policyLinksHint: 'Só aparecem as políticas que você escreveu.',
    policiesLink: 'Escrever as políticas',
  },
  customerAccounts: {
    description: 'Se os clientes podem acompanhar seus pedidos sem ter uma conta.',
    orderStatusLink: 'Clientes podem ver o pedido por um link',
    orderStatusLinkHint: 'O link vai com o pedido e funciona sem login.',
    orderStatusLinkDays: 'O link vale por',
    days: 'dias',
  },
  pricing: {
    description: 'A moeda da loja e como os preços aparecem.',
    currency: 'Moeda',
    currencyHint: 'A loja vende em uma só moeda; ela não pode ser trocada.',
    display: 'Exibição de preços',
    showCompareAtPrices: 'Mostrar o preço “de” riscado na página de checkout',
    taxes: 'Se os preços incluem impostos é definido junto com os impostos.',
    taxesLink: 'Ir para Impostos e taxas',
  },
  privacy: {
    description: 'Quais dados a loja guarda dos clientes e os pedidos sobre os dados de um cliente.',
    dataKept: 'Quais dados a loja guarda',
    dataKeptHint: 'Com suas palavras, para a equipe e para os clientes que perguntarem.',
    characters: '{{count}} de 5000 caracteres',
  },
  policies: {
    description: 'Políticas que os clientes leem a partir do checkout e das páginas públicas da loja.',
    empty: 'Ainda não escrita: não aparece para os clientes.',
    view: 'Ver como o cliente vê',
    saved: '{{name}} salva',
    toolbar: 'Formatação',
    bold: 'Negrito',
    italic: 'Itálico',
    heading: 'Título',
    bulletList: 'Lista com marcadores',
    orderedList: 'Lista numerada',
    link: 'Link',
    linkPrompt: 'Endereço do link (https://, mailto: ou tel:)',
    editor: 'Texto: {{name}}',
  },
  publicPolicy: {
    notFound: 'Esta política não está disponível.',
    loadFailed: 'Não foi possível carregar a política. Tente de novo.',
    updated: 'Atualizada em {{date}}',
  },
}

export default ptBR
