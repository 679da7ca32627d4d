import { checkoutMessages } from '@lojista/contracts/sales/checkout'
import type en from './shipping-en'

/** What the checkout page says about choosing shipping, in Brazilian Portuguese. */
const ptBR: typeof en = {
  messages: {
    [checkoutMessages.shippingUnavailable]:
      'A opção de entrega escolhida não está mais disponível para este endereço. Escolha outra.',
    [checkoutMessages.shippingRequired]: 'Escolha como receber o seu pedido.',
    [checkoutMessages.noShipping]:
      'A loja não entrega neste endereço. Fale com a loja para concluir o seu pedido.',
    [checkoutMessages.storeShippingUnavailable]:
      'A entrega escolhida para este pedido não está mais disponível. Fale com a loja para concluir o seu pedido.',
  },
  title: 'Forma de entrega',
  label: 'Como você quer receber o seu pedido?',
  chosenByStore: 'Escolhida pela loja',
  notChosen: 'Ainda não escolhida',
  pickupAt: 'Retirada em {{location}}',
  localDeliveryFrom: 'Entrega local de {{location}}',
  free: 'Grátis',
  readyTime: {
    '1h': 'Normalmente pronto em 1 hora',
    '2h': 'Normalmente pronto em 2 horas',
    '4h': 'Normalmente pronto em 4 horas',
    '24h': 'Normalmente pronto em 24 horas',
    '2-4d': 'Normalmente pronto em 2 a 4 dias',
    '5d': 'Normalmente pronto em 5 dias ou mais',
  },
  none: 'A loja não entrega neste endereço. Fale com a loja para concluir o seu pedido.',
  choose: 'Escolha como receber o seu pedido.',
}

export default ptBR
