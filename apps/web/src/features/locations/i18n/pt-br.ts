import type en from './en'

/** Brazilian Portuguese. Typed against English so a missing or extra key fails the build. */
const ptBR: typeof en = {
  messages: {
    'Choose a country': 'Escolha um país',
    'Use a two-letter country code': 'Use um código de país de duas letras',
    'Another location has this name': 'Outro local já tem este nome',
    'Another location has this name.': 'Outro local já tem este nome.',
    'Move or count the stock of this location to 0 before deleting it':
      'Transfira o estoque deste local ou conte-o como 0 antes de excluí-lo',
    'No such location.': 'Local não encontrado.',
  },
  list: {
    description: 'As lojas, depósitos e outros lugares onde o seu estoque fica guardado.',
    add: 'Adicionar local',
    searchLabel: 'Buscar locais',
    searchPlaceholder: 'Buscar por nome, cidade ou estado',
    statusLabel: 'Situação',
    anyStatus: 'Qualquer situação',
    status: { active: 'Ativo', inactive: 'Inativo' },
    sort: { name_asc: 'Nome A–Z', name_desc: 'Nome Z–A', createdAt_desc: 'Mais recentes' },
    columns: { name: 'Local', address: 'Endereço', status: 'Situação' },
    loadFailed: 'Não foi possível carregar os locais.',
    noMatchTitle: 'Nenhum local encontrado',
    noMatchBody: 'Tente outras palavras ou outra situação.',
    emptyTitle: 'Nenhum local ainda',
    emptyBody: 'Adicione os lugares onde você guarda estoque para contá-lo em cada um deles.',
  },
  page: {
    back: 'Locais',
    notFound: 'Este local não existe ou foi excluído.',
    loadFailed: 'Não foi possível carregar o local.',
    address: 'Endereço',
    name: 'Nome',
    namePlaceholder: 'ex.: Loja do centro',
    address1: 'Rua e número',
    city: 'Cidade',
    postalCode: 'CEP',
    country: 'País',
    state: 'Estado',
    active: 'Ativo',
    activeHint:
      'Um local inativo mantém o seu estoque, mas os produtos adicionados depois não ganham nível de estoque nele.',
    fulfilsOnlineOrders: 'Atender pedidos online a partir deste local',
    fulfilsOnlineOrdersHint:
      'Pedidos de rascunhos e da página de pagamento podem ser enviados e entregues localmente daqui.',
    offersPickup: 'Oferecer retirada neste local',
    offersPickupHint: 'Clientes podem escolher retirar seus pedidos aqui (Configurações → Frete e entrega).',
    save: 'Salvar',
    create: 'Adicionar local',
    saving: 'Salvando…',
    saved: 'Local salvo',
    created: 'Local adicionado',
  },
  remove: {
    open: 'Excluir local',
    title: 'Excluir {{name}}?',
    description:
      'Um local só pode ser excluído quando não tem estoque. Transfira o estoque para outro local ou conte-o como 0 antes, ou desative o local para manter o estoque e deixar de usá-lo.',
    keep: 'Manter local',
    confirm: 'Excluir',
    deleting: 'Excluindo…',
    refused: 'O local não foi excluído',
    deactivate: 'Desativar em vez disso',
    deactivating: 'Desativando…',
    deleted: 'Local excluído',
    deactivated: 'Local desativado',
  },
}

export default ptBR
