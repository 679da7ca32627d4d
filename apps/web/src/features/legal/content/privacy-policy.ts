import type { LegalDocument, LegalLanguage } from './legal-document'

export const privacyPolicy: Record<LegalLanguage, LegalDocument> = {
  en: {
    updated: '2026-11-01',
    intro:
      'This policy explains what personal data Lojista processes when store staff use the back-office, why, and the choices you have.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'Lojista provides a back-office where store teams manage products, orders and customers. For staff accounts we are the controller of your data; for the customer records a store keeps in Lojista, the store is the controller and we process that data on its behalf.',
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: [
          'Account data: your name, email address and a salted hash of your password. We never store your password itself.',
          'Store data: the stores you belong to, your role in each, and the records you create, such as products, orders and customers.',
          'Technical data: sign-in times, the IP address and browser of requests, kept in security logs to protect accounts against abuse.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To run the service you signed up for, to keep accounts secure (for example by limiting repeated sign-in attempts), to send messages you ask for such as password reset links, and to meet legal obligations.',
        ],
      },
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          'We keep your sign-in token, your chosen store, language and display preferences (such as the sidebar state and Customer Mode) in your browser. A strictly necessary cookie lets your browser load the store media you are allowed to see. We use no advertising or tracking cookies.',
        ],
      },
      {
        heading: 'Sharing',
        paragraphs: [
          'We do not sell personal data. We share it only with providers that host and operate the service for us, under contracts that bind them to the same protections, or when the law requires it.',
        ],
      },
      {
        heading: 'Retention',
        paragraphs: [
          'Account data is kept while your account is active. Store records are kept while the store uses Lojista and deleted after the store closes its account, except where the law requires longer retention.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Under Brazil’s LGPD and similar laws you may ask to access, correct, export or delete your personal data, and object to some uses. Customers of a store should contact that store first. Write to privacy@lojista.dev and we will answer within the time the law sets.',
        ],
      },
    ],
  },
  'pt-BR': {
    updated: '2026-11-01',
    intro:
      'Esta política explica quais dados pessoais a Lojista trata quando a equipe de uma loja usa o painel administrativo, por que e quais escolhas você tem.',
    sections: [
      {
        heading: 'Quem somos',
        paragraphs: [
          'A Lojista oferece um painel onde equipes de lojas gerenciam produtos, pedidos e clientes. Para contas da equipe somos os controladores dos seus dados; para os cadastros de clientes que uma loja mantém na Lojista, a loja é a controladora e nós tratamos esses dados em nome dela.',
        ],
      },
      {
        heading: 'O que coletamos',
        paragraphs: [
          'Dados da conta: seu nome, e-mail e um hash com sal da sua senha. Nunca guardamos a senha em si.',
          'Dados da loja: as lojas de que você participa, seu papel em cada uma e os registros que você cria, como produtos, pedidos e clientes.',
          'Dados técnicos: horários de acesso, endereço IP e navegador das requisições, mantidos em registros de segurança para proteger as contas contra abuso.',
        ],
      },
      {
        heading: 'Para que usamos',
        paragraphs: [
          'Para prestar o serviço que você contratou, manter as contas seguras (por exemplo, limitando tentativas repetidas de acesso), enviar mensagens que você pede, como links de redefinição de senha, e cumprir obrigações legais.',
        ],
      },
      {
        heading: 'Cookies e armazenamento local',
        paragraphs: [
          'Guardamos no seu navegador o token de acesso, a loja escolhida, o idioma e preferências de exibição (como o estado da barra lateral e o Modo Cliente). Um cookie estritamente necessário permite carregar as mídias da loja que você pode ver. Não usamos cookies de publicidade ou rastreamento.',
        ],
      },
      {
        heading: 'Compartilhamento',
        paragraphs: [
          'Não vendemos dados pessoais. Compartilhamos apenas com fornecedores que hospedam e operam o serviço para nós, sob contratos que os obrigam às mesmas proteções, ou quando a lei exige.',
        ],
      },
      {
        heading: 'Retenção',
        paragraphs: [
          'Os dados da conta são mantidos enquanto ela estiver ativa. Os registros da loja são mantidos enquanto a loja usar a Lojista e apagados após o encerramento da conta, salvo quando a lei exigir prazo maior.',
        ],
      },
      {
        heading: 'Seus direitos',
        paragraphs: [
          'Pela LGPD você pode pedir acesso, correção, portabilidade ou exclusão dos seus dados pessoais e se opor a alguns usos. Clientes de uma loja devem procurar primeiro a própria loja. Escreva para privacy@lojista.dev e responderemos no prazo legal.',
        ],
      },
    ],
  },
}
