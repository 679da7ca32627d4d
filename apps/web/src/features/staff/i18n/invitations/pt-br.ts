import type en from './en'

/** The texts of inviting people into the store and of the invitation's page, in Brazilian Portuguese. */
const ptBR: typeof en = {
  messages: {
    'This person is already a member of this store': 'Esta pessoa já é membro da loja',
    'This person already has an invitation; send it again instead':
      'Esta pessoa já tem um convite; envie-o de novo',
    'No such invitation': 'Convite não encontrado',
    'This invitation link does not work. A newer email may have replaced it; ask the store for a new one.':
      'Este link de convite não funciona. Um e-mail mais recente pode tê-lo substituído; peça um novo à loja.',
    'This invitation was already accepted': 'Este convite já foi aceito',
    'This invitation was withdrawn by the store': 'A loja retirou este convite',
    'This invitation has expired; ask the store to send it again':
      'Este convite expirou; peça à loja para enviá-lo de novo',
    'This email already has an account; sign in to accept the invitation':
      'Este e-mail já tem uma conta; entre para aceitar o convite',
    'You are already a member of this store': 'Você já é membro desta loja',
    'This invitation is for another email address; sign in with the account of the address it was sent to':
      'Este convite é para outro endereço de e-mail; entre com a conta do endereço que o recebeu',
    'Withdraw the invitations with this role before deleting it':
      'Retire os convites com esta função antes de excluí-la',
  },
  invite: {
    open: 'Convidar',
    title: 'Convidar uma pessoa',
    body: 'Ela recebe um e-mail com um link para entrar nesta loja. O link funciona por 7 dias.',
    email: 'E-mail',
    role: 'Função',
    submit: 'Enviar convite',
    cancel: 'Cancelar',
    sent: 'Convite enviado para {{email}}',
  },
  pending: {
    title: 'Convites',
    columns: { person: 'Convidado(a)', role: 'Função', status: 'Situação' },
    pending: 'Pendente',
    expired: 'Expirado',
    expires: 'O link funciona até {{date}}',
    expiredOn: 'O link parou de funcionar em {{date}}',
    invitedBy: 'Convidado(a) por {{name}}',
    resend: 'Enviar de novo',
    resending: 'Enviando…',
    resent: 'Um novo link foi enviado para {{email}}',
    revoke: 'Retirar',
    revokeLabel: 'Retirar o convite de {{email}}',
    resendLabel: 'Enviar de novo o convite de {{email}}',
    revokeTitle: 'Retirar o convite de {{email}}?',
    revokeBody: 'O link deixa de funcionar na hora. Você pode convidar a pessoa de novo depois.',
    revoking: 'Retirando…',
    revoked: 'Convite retirado',
    loadFailed: 'Não foi possível carregar os convites.',
  },
  accept: {
    title: 'Entrar em {{store}}',
    loading: 'Abrindo o convite…',
    invited: 'Você foi convidado(a) para trabalhar em {{store}} com a função {{role}}.',
    signUpBody: 'Escolha seu nome e uma senha para criar sua conta de {{email}}.',
    name: 'Seu nome',
    password: 'Senha',
    passwordHint: 'Pelo menos {{min}} caracteres',
    createAndJoin: 'Criar conta e entrar',
    creating: 'Entrando…',
    signInBody: '{{email}} já tem uma conta no Lojista. Entre com ela para aceitar.',
    signIn: 'Entrar para aceitar',
    join: 'Entrar em {{store}}',
    joining: 'Entrando…',
    joinedToast: 'Boas-vindas a {{store}}',
    otherAccount: 'Você está conectado(a) como {{signedIn}}, mas este convite é para {{email}}.',
    signOut: 'Sair',
    invalidTitle: 'Este link não funciona',
    acceptedTitle: 'Convite já aceito',
    acceptedBody: 'Este convite foi aceito. Entre para abrir a loja.',
    revokedTitle: 'Convite retirado',
    revokedBody: 'A loja retirou este convite. Peça um novo se ainda precisar de acesso.',
    expiredTitle: 'Convite expirado',
    expiredBody: 'Este link funcionava por 7 dias e expirou. Peça à loja para enviar o convite de novo.',
    failedTitle: 'Não foi possível abrir o convite',
    retry: 'Tentar de novo',
    toSignIn: 'Ir para a entrada',
  },
}

export default ptBR
