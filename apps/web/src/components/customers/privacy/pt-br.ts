import type en from './en'

/** Brazilian Portuguese. Typed against English so a missing or extra key fails the build. */
const ptBR: typeof en = {
  messages: {
    "This customer's personal data was already erased.": 'Os dados pessoais deste cliente já foram apagados.',
    "This customer's personal data was erased: there is nothing to change.":
      'Os dados pessoais deste cliente foram apagados: não há nada para alterar.',
  },
  erasedCustomer: 'Cliente apagado',
  erasedNotice:
    'Os dados pessoais deste cliente foram apagados em {{date}}. Os pedidos continuam, sem nome, contato ou endereços.',
  export: {
    action: 'Exportar dados do cliente',
    pending: 'Exportando…',
    done: 'Os dados do cliente foram baixados.',
    failed: 'Não foi possível exportar os dados do cliente.',
  },
  erase: {
    action: 'Apagar dados pessoais',
    title: 'Apagar os dados pessoais de {{name}}?',
    body: 'Isso não pode ser desfeito. Nome, e-mail, telefone, endereços, observações, tags e consentimento de marketing são removidos. Os pedidos feitos continuam com itens, totais e pagamentos, mas sem contato e endereços. Rascunhos e links de checkout abertos são excluídos, e e-mails ainda não enviados ao cliente são cancelados.',
    confirm: 'Apagar dados pessoais',
    pending: 'Apagando…',
    cancel: 'Cancelar',
    done: 'Os dados pessoais do cliente foram apagados.',
    openOrders:
      'Este cliente tem pedidos ainda em aberto ({{names}}). Conclua ou cancele esses pedidos antes de apagar os dados.',
  },
  requests: {
    title: 'Solicitações de dados de clientes',
    description:
      'Pela LGPD, o cliente pode pedir uma cópia dos seus dados ou que eles sejam apagados. Escolha o cliente para fazer um ou outro.',
    customer: 'Cliente',
    listTitle: 'Solicitações recentes',
    searchLabel: 'Buscar solicitações',
    searchPlaceholder: 'Buscar por cliente ou pessoa da equipe',
    loadFailed: 'Não foi possível carregar as solicitações.',
    noMatchTitle: 'Nenhuma solicitação encontrada',
    emptyTitle: 'Nenhuma solicitação ainda',
    emptyBody: 'As exportações e exclusões de dados aparecerão aqui.',
    columns: { request: 'Solicitação', customer: 'Cliente', by: 'Por', date: 'Data' },
    kind: { export: 'Exportação de dados', erasure: 'Exclusão' },
  },
}

export default ptBR
