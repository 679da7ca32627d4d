import type { LegalDocument, LegalLanguage } from './legal-document'

export const termsOfService: Record<LegalLanguage, LegalDocument> = {
  en: {
    updated: '2026-11-01',
    intro: 'These terms govern the use of the Lojista back-office by stores and their staff.',
    sections: [
      {
        heading: 'Accounts',
        paragraphs: [
          'You must give accurate information when you create an account and keep your password secret. You are responsible for what happens under your account. Tell us at once if you suspect someone else has used it.',
        ],
      },
      {
        heading: 'Stores and staff',
        paragraphs: [
          'The person who creates a store owns it and decides who else may work on it. Staff act on behalf of the store they work in; the store is responsible for their actions there.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'Do not use Lojista to sell goods that are illegal where you or your customers are, to send unsolicited messages, or to interfere with the service or other stores. We may suspend accounts that do.',
        ],
      },
      {
        heading: 'Your content',
        paragraphs: [
          'Products, orders, customer records and files you put into Lojista remain yours. You give us only the rights needed to store, process and show them to run the service for you.',
        ],
      },
      {
        heading: 'Availability and changes',
        paragraphs: [
          'We work to keep the service available and your data safe, but cannot promise it will never be interrupted. We may change features; we will give notice of changes that reduce what you can do.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'To the extent the law allows, Lojista is not liable for indirect losses such as lost profits. Nothing in these terms limits rights that consumer law gives you.',
        ],
      },
      {
        heading: 'Ending the service',
        paragraphs: [
          'You may close your account at any time. Before a store closes, its owner can export its data. These terms are governed by the laws of Brazil.',
        ],
      },
    ],
  },
  'pt-BR': {
    updated: '2026-11-01',
    intro: 'Estes termos regem o uso do painel administrativo da Lojista por lojas e suas equipes.',
    sections: [
      {
        heading: 'Contas',
        paragraphs: [
          'Você deve informar dados corretos ao criar uma conta e manter sua senha em sigilo. Você responde pelo que acontece na sua conta. Avise-nos imediatamente se suspeitar que alguém a usou.',
        ],
      },
      {
        heading: 'Lojas e equipes',
        paragraphs: [
          'Quem cria uma loja é seu dono e decide quem mais pode trabalhar nela. A equipe age em nome da loja em que trabalha; a loja responde pelas ações da equipe ali.',
        ],
      },
      {
        heading: 'Uso aceitável',
        paragraphs: [
          'Não use a Lojista para vender produtos ilegais onde você ou seus clientes estão, enviar mensagens não solicitadas ou atrapalhar o serviço ou outras lojas. Podemos suspender contas que o façam.',
        ],
      },
      {
        heading: 'Seu conteúdo',
        paragraphs: [
          'Produtos, pedidos, cadastros de clientes e arquivos que você coloca na Lojista continuam seus. Você nos concede apenas os direitos necessários para armazená-los, processá-los e exibi-los na prestação do serviço.',
        ],
      },
      {
        heading: 'Disponibilidade e mudanças',
        paragraphs: [
          'Trabalhamos para manter o serviço disponível e seus dados seguros, mas não podemos garantir que nunca haverá interrupções. Podemos mudar funcionalidades; avisaremos com antecedência mudanças que reduzam o que você pode fazer.',
        ],
      },
      {
        heading: 'Responsabilidade',
        paragraphs: [
          'Na medida permitida pela lei, a Lojista não responde por perdas indiretas, como lucros cessantes. Nada nestes termos limita direitos garantidos pelo Código de Defesa do Consumidor.',
        ],
      },
      {
        heading: 'Encerramento',
        paragraphs: [
          'Você pode encerrar sua conta a qualquer momento. Antes de uma loja ser encerrada, seu dono pode exportar os dados. Estes termos são regidos pelas leis do Brasil.',
        ],
      },
    ],
  },
}
