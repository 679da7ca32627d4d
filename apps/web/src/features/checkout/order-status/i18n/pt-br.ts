import { orderStatusMessages } from '@lojista/contracts/sales/order-status'
import type en from './en'

/** Brazilian Portuguese. Typed against English so a missing or extra key fails the build. */
const ptBR: typeof en = {
  messages: {
    [orderStatusMessages.linkInvalid]: 'Este link de pedido não é válido. Confira o link no seu e-mail.',
    [orderStatusMessages.linkExpired]:
      'Este link de pedido expirou. Fale com a loja para saber do seu pedido.',
    [orderStatusMessages.linkOff]:
      'Esta loja não mostra mais pedidos por link. Fale com a loja para saber do seu pedido.',
  },
  title: 'Pedido {{name}}',
  placedOn: 'Feito em {{date}}',
  paymentTitle: 'Pagamento',
  financial: {
    pending: 'Aguardando pagamento',
    paid: 'Pago',
    partially_paid: 'Pago em parte',
    partially_refunded: 'Reembolsado em parte',
    refunded: 'Reembolsado',
    voided: 'Anulado',
  },
  paidWith: 'Pago com {{method}}',
  payWith: 'Pague {{total}} por {{method}}.',
  fulfillmentTitle: 'Entrega',
  fulfillment: {
    unfulfilled: 'Em preparação',
    partially_fulfilled: 'Enviado em parte',
    fulfilled: 'Enviado',
  },
  cancelled: 'Este pedido foi cancelado. Fale com a loja se tiver dúvidas.',
  shippingTo: 'Entrega em',
  invalidTitle: 'Este link não funciona',
  expiredTitle: 'Este link expirou',
  offTitle: 'Links de pedido desativados',
  loadFailed: 'Não foi possível carregar este pedido. Verifique sua conexão e tente novamente.',
  serverFailed: 'O servidor da loja não conseguiu carregar este pedido. Tente novamente em alguns minutos.',
}

export default ptBR
