import type en from './en'

const ptBR: typeof en = {
  verify: {
    verifyingTitle: 'Verificando seu endereço de e-mail…',
    verifiedTitle: 'Endereço de e-mail verificado',
    verifiedBody: 'Suas lojas já podem enviar faturas, orçamentos e outros e-mails aos clientes.',
    continue: 'Ir para a Lojista',
    invalidTitle: 'Este link não funciona',
    failedTitle: 'Não foi possível verificar seu endereço de e-mail',
    failedBody: 'Verifique sua conexão e tente novamente.',
    retry: 'Tentar novamente',
    sendNew: 'Enviar um novo link',
    sending: 'Enviando…',
    signInForNew: 'Entre para receber um novo link',
    sent: 'Enviamos um novo link para {{email}}.',
    bannerTitle: 'Verifique seu endereço de e-mail',
    bannerBody:
      'Até você abrir o link que enviamos para {{email}}, suas lojas não podem enviar faturas, orçamentos nem outros e-mails aos clientes.',
  },
}

export default ptBR
