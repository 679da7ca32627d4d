import type { Db } from '../db/client.ts'
import { checkoutSettings, storePolicies } from '../db/schema/index.ts'
import { inScope } from '../db/scope.ts'
import { cleanPolicyHtml } from '../modules/checkout-settings/policy-html.ts'

type PolicyKind = (typeof storePolicies.$inferInsert)['kind']

/**
 * How a Brazilian shop sells online: the CPF (or CNPJ) required on the invoice, a phone for the carrier,
 * the policies the Código de Defesa do Consumidor and the LGPD have every shop write, in Portuguese.
 */
const policies = (store: string, email: string, phone: string): Record<PolicyKind, string> => ({
  refund:
    '<h2>Trocas e devoluções</h2>' +
    '<p>Você pode desistir da compra em até <strong>7 dias corridos</strong> após o recebimento, como ' +
    'garante o Código de Defesa do Consumidor (art. 49). Devolvemos o valor pago, inclusive o frete, pelo ' +
    'mesmo meio de pagamento em até 10 dias úteis após recebermos o produto.</p>' +
    '<h3>Trocas</h3><ul><li>Trocas de tamanho ou cor em até 30 dias, com a etiqueta.</li>' +
    '<li>Produtos com defeito: até 90 dias, com frete por nossa conta.</li></ul>' +
    `<p>Para pedir, escreva para <a href="mailto:${email}">${email}</a> com o número do pedido.</p>`,
  privacy:
    '<h2>Política de privacidade</h2>' +
    `<p>A ${store} trata seus dados pessoais conforme a Lei Geral de Proteção de Dados (LGPD, Lei ` +
    '13.709/2018). Usamos nome, e-mail, telefone, CPF e endereço para entregar seus pedidos, emitir a nota ' +
    'fiscal e, se você autorizar, enviar novidades.</p>' +
    '<ul><li>Não vendemos seus dados.</li><li>Você pode pedir uma cópia ou a exclusão dos seus dados a ' +
    'qualquer momento.</li></ul>' +
    `<p>Encarregado de dados: <a href="mailto:${email}">${email}</a>.</p>`,
  terms:
    '<h2>Termos de serviço</h2>' +
    `<p>Ao comprar na ${store}, você concorda com estes termos. Os preços valem no momento da compra e ` +
    'incluem os impostos. O pedido é confirmado quando o pagamento é aprovado.</p>' +
    '<p>Fotos e descrições são feitas com cuidado, mas cores podem variar conforme a tela.</p>',
  shipping:
    '<h2>Entrega</h2>' +
    '<p>Enviamos para todo o Brasil pelos Correios e transportadoras parceiras. O prazo começa a contar ' +
    'após a confirmação do pagamento.</p>' +
    '<ul><li>Capital de São Paulo: entrega local em até 2 dias úteis.</li>' +
    '<li>Demais regiões: de 3 a 12 dias úteis, conforme o CEP.</li>' +
    '<li>Retirada na loja: pronta em até 1 dia útil.</li></ul>',
  contact:
    '<h2>Fale com a gente</h2>' +
    `<p>E-mail: <a href="mailto:${email}">${email}</a><br>` +
    `Telefone e WhatsApp: <a href="tel:${phone.replace(/[^+\d]/g, '')}">${phone}</a></p>` +
    '<p>Atendimento de segunda a sexta, das 9h às 18h, e aos sábados, das 9h às 13h.</p>',
})

export const DEMO_CHECKOUT: Record<
  string,
  { email: string; phone: string; settings: Omit<typeof checkoutSettings.$inferInsert, 'tenantId'> }
> = {
  'Casa Aurora': {
    email: 'contato@casaaurora.example.com',
    phone: '+55 11 3062-4100',
    settings: {
      phoneField: 'required',
      companyField: 'optional',
      taxIdField: 'required',
      marketingConsentDefault: false,
      orderNote: true,
      policyLinks: ['refund', 'privacy', 'terms', 'shipping', 'contact'],
      orderStatusLink: true,
      orderStatusLinkDays: 90,
      showCompareAtPrices: true,
      dataKept:
        'Guardamos nome, e-mail, telefone, CPF ou CNPJ e os endereços de entrega e cobrança de cada pedido, ' +
        'pelo prazo que a legislação fiscal exige (5 anos). O consentimento para receber novidades fica ' +
        'registrado com a data. Dados de cartão não passam pela loja: ficam com o meio de pagamento.',
    },
  },
  'Ipê Store': {
    email: 'ola@ipestore.example.com',
    phone: '+55 11 2737-5090',
    settings: {
      phoneField: 'optional',
      companyField: 'off',
      taxIdField: 'required',
      marketingConsentDefault: true,
      orderNote: true,
      policyLinks: ['refund', 'privacy', 'shipping'],
      orderStatusLink: true,
      orderStatusLinkDays: 30,
      showCompareAtPrices: false,
      dataKept:
        'Nome, e-mail, CPF e endereço de entrega dos pedidos, por 5 anos, para a nota fiscal e trocas.',
    },
  },
}

/**
 * Writes a demo store's checkout settings and policies, the policies cleaned as a save through the page
 * would store them; a store the demo does not know keeps the defaults. */
export async function seedCheckoutSettings(db: Db, tenantId: string, storeName: string): Promise<void> {
  const demo = DEMO_CHECKOUT[storeName]
  if (!demo) return
  await inScope(db, { tenantId }, async (tx) => {
    await tx.insert(checkoutSettings).values({ tenantId, ...demo.settings })
    const texts = policies(storeName, demo.email, demo.phone)
    await tx.insert(storePolicies).values(
      (Object.keys(texts) as PolicyKind[]).map((kind) => ({
        tenantId,
        kind,
        body: cleanPolicyHtml(texts[kind]),
      })),
    )
  })
}
