import type en from './en'

/** The texts of the store's API tokens page, in Brazilian Portuguese. */
const ptBR: typeof en = {
  messages: {
    'Give the token a name': 'Dê um nome ao token',
    'Use at most 80 characters': 'Use no máximo 80 caracteres',
    'Another token has this name; revoke it first or choose another':
      'Outro token tem este nome; revogue-o antes ou escolha outro',
    'A token cannot be given a role that allows more than yours does':
      'Um token não pode ter uma função que permita mais do que a sua',
    'No such API token': 'Token de API não encontrado',
    'No such role': 'Função não encontrada',
  },
  link: 'Tokens de API',
  description:
    'Tokens permitem que seus outros sistemas (um ERP, uma planilha, um script) usem esta loja pela API, com as permissões de uma função. Revogue um token assim que ele não for mais necessário.',
  searchLabel: 'Buscar tokens',
  searchPlaceholder: 'Buscar por nome, função ou pessoa',
  columns: {
    name: 'Nome',
    role: 'Função',
    createdBy: 'Criado por',
    lastUsed: 'Último uso',
    expires: 'Expira',
  },
  never: 'Nunca',
  noExpiry: 'Sem expiração',
  noRole: 'Função excluída',
  createdOn: 'Criado em {{date}}',
  createdByOn: 'Por {{name}} em {{date}}',
  status: { active: 'Ativo', paused: 'Pausado', expired: 'Expirado', revoked: 'Revogado' },
  pausedHint: 'Só volta a funcionar se quem o criou voltar à loja, sem suspensão',
  revokedOn: 'Revogado em {{date}}',
  loadFailed: 'Não foi possível carregar os tokens de API.',
  noMatchTitle: 'Nenhum token encontrado',
  noMatchBody: 'Tente outras palavras.',
  emptyTitle: 'Nenhum token de API ainda',
  emptyBody: 'Crie um token para conectar outro sistema a esta loja.',
  create: {
    open: 'Criar token',
    title: 'Criar um token de API',
    body: 'O token pode fazer o que a função permite, e nunca mais do que a sua própria função.',
    name: 'Nome',
    nameHint: 'Onde ele é usado, como “ERP Bling”',
    role: 'Função',
    expiry: 'Expira',
    expiryChoices: { '30': 'Em 30 dias', '90': 'Em 90 dias', '365': 'Em um ano', never: 'Nunca' },
    submit: 'Criar token',
    cancel: 'Cancelar',
  },
  secret: {
    title: 'Copie o token {{name}}',
    body: 'Esta é a única vez que o token é mostrado. Guarde-o em um lugar seguro: quem o tiver pode usar a loja com as permissões dele.',
    label: 'Token',
    usage: 'Envie-o como “Authorization: Bearer <token>” com o cabeçalho “X-Tenant-Id: {{storeId}}”.',
    copy: 'Copiar',
    copied: 'Token copiado',
    copyFailed: 'Não foi possível copiar o token; selecione-o e copie você mesmo.',
    done: 'Concluído',
  },
  revoke: {
    action: 'Revogar',
    label: 'Revogar o token {{name}}',
    title: 'Revogar o token {{name}}?',
    body: 'Os sistemas que o usam perdem o acesso na hora. Isso não pode ser desfeito.',
    pending: 'Revogando…',
    done: 'Token {{name}} revogado',
    cancel: 'Cancelar',
  },
}

export default ptBR
