import type en from './en'

/** Settings → Users and Roles texts in Brazilian Portuguese. */
const ptBR: typeof en = {
  messages: {
    'Give the role a name': 'Dê um nome à função',
    'Use at most 60 characters': 'Use no máximo 60 caracteres',
    'Use at most 300 characters': 'Use no máximo 300 caracteres',
    'Another role already has this name': 'Outra função já tem este nome',
    'No such role': 'Função não encontrada',
    'Built-in roles cannot be changed; make a role of your own instead':
      'Funções padrão não podem ser alteradas; crie uma função própria',
    'Give its members another role before deleting this role':
      'Dê outra função aos membros antes de excluir esta função',
    'No such member of this store': 'Esta pessoa não é membro da loja',
    "The owner's role cannot be changed; the owner can transfer the store instead":
      'A função do proprietário não pode ser alterada; o proprietário pode transferir a loja',
    'A store has one owner; ownership is transferred, not given as a role':
      'A loja tem um proprietário; a propriedade é transferida, não dada como função',
    'You cannot change your own role or remove yourself':
      'Você não pode mudar a própria função nem se remover',
    'The owner cannot be removed from the store': 'O proprietário não pode ser removido da loja',
    'Someone else changed this role in the meantime. Review the current version and try again.':
      'Outra pessoa alterou esta função enquanto isso. Revise a versão atual e tente de novo.',
  },
  builtIn: {
    owner: { name: 'Proprietário', description: 'Tudo, inclusive transferir a loja' },
    admin: { name: 'Administrador', description: 'Tudo, exceto transferir a loja' },
    staff: { name: 'Equipe', description: 'Vendas e envios do dia a dia' },
  },
  users: {
    description: 'As pessoas que trabalham nesta loja e a função de cada uma.',
    roles: 'Funções',
    columns: { person: 'Pessoa', role: 'Função', lastSignIn: 'Último acesso' },
    owner: 'Proprietário',
    you: 'Você',
    never: 'Nunca',
    loadFailed: 'Não foi possível carregar as pessoas desta loja.',
  },
  member: {
    back: 'Usuários',
    notFound: 'Esta pessoa não é membro desta loja.',
    loadFailed: 'Não foi possível carregar esta pessoa.',
    joined: 'Entrou em',
    lastSignIn: 'Último acesso',
    role: 'Função',
    roleHint: 'A nova função vale a partir da próxima ação da pessoa.',
    ownerFixed: 'A função do proprietário não pode ser alterada.',
    selfFixed: 'Você não pode mudar a própria função.',
    save: 'Salvar função',
    saving: 'Salvando…',
    saved: 'Função alterada',
    remove: 'Remover da loja',
    removeTitle: 'Remover {{name}} desta loja?',
    removeBody: 'A pessoa perde o acesso a esta loja na hora. A conta e as outras lojas dela continuam.',
    removing: 'Removendo…',
    removed: '{{name}} foi removido(a) da loja',
    cancel: 'Cancelar',
  },
  roles: {
    description:
      'Uma função é um conjunto de permissões. Dê a cada pessoa a função que combina com o trabalho dela.',
    create: 'Criar função',
    columns: { role: 'Função', members: 'Membros', permissions: 'Permissões' },
    builtIn: 'Padrão',
    members_one: '{{count}} membro',
    members_other: '{{count}} membros',
    permissions_one: '{{count}} permissão',
    permissions_other: '{{count}} permissões',
    loadFailed: 'Não foi possível carregar as funções.',
  },
  role: {
    back: 'Funções',
    notFound: 'Esta função não existe ou foi excluída.',
    loadFailed: 'Não foi possível carregar a função.',
    name: 'Nome',
    namePlaceholder: 'ex.: Vendas',
    description: 'Descrição',
    permissions: 'Permissões',
    permissionsHint: 'O que uma permissão precisa vem junto: enviar faturas inclui ver rascunhos.',
    all: 'Tudo de {{area}}',
    builtInNote:
      'Funções padrão não podem ser alteradas. Crie uma função própria para escolher as permissões.',
    create: 'Criar função',
    save: 'Salvar',
    saving: 'Salvando…',
    created: 'Função criada',
    saved: 'Função salva',
    stale:
      'Outra pessoa salvou esta função enquanto isso. Agora ela mostra a versão dessa pessoa; faça sua alteração de novo.',
    delete: 'Excluir função',
    deleteTitle: 'Excluir a função {{name}}?',
    deleteBody: 'As pessoas precisam ter outra função antes que ela possa ser excluída.',
    deleting: 'Excluindo…',
    deleted: 'Função excluída',
    cancel: 'Cancelar',
    notAllowed: 'Sua função não permite gerenciar funções',
  },
  activity: {
    description: 'Cada alteração importante nesta loja: quem fez, quando, de onde e o que mudou.',
    searchLabel: 'Pesquisar atividades',
    searchPlaceholder: 'Pesquisar por pessoa ou assunto',
    areaLabel: 'Área',
    anyArea: 'Qualquer área',
    columns: { when: 'Quando', who: 'Quem', what: 'O quê' },
    actions: {
      role: {
        created: 'Criou a função {{label}}',
        updated: 'Alterou a função {{label}}',
        deleted: 'Excluiu a função {{label}}',
      },
      member: { role_changed: 'Alterou a função de {{label}}', removed: 'Removeu {{label}} da loja' },
      settings: { general_updated: 'Alterou os dados da loja', brand_updated: 'Alterou a marca' },
      discount: {
        created: 'Criou o desconto {{label}}',
        updated: 'Alterou o desconto {{label}}',
        deactivated: 'Desativou o desconto {{label}}',
        deleted: 'Excluiu o desconto {{label}}',
      },
    },
    change: '{{field}}: {{before}} → {{after}}',
    nothing: '(nada)',
    from: 'de {{ip}}',
    loadFailed: 'Não foi possível carregar as atividades.',
    noMatchTitle: 'Nenhuma atividade encontrada',
    noMatchBody: 'Tente outras palavras ou outra área.',
    emptyTitle: 'Nenhuma atividade ainda',
    emptyBody:
      'Alterações em funções, pessoas, configurações e descontos aparecerão aqui assim que acontecerem.',
  },
}

export default ptBR
