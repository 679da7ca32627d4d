import { fromMinorUnits } from '@lojista/contracts'
import { formatDecimal, formatMoney } from '@lojista/contracts/common/locale-format'
import { escapeHtml } from '../mail/secret-link.ts'

// The emails a store sends its own people about what happens in it, each on a topic they can turn off
// on their Notifications page. Written in the store's language; amounts formatted by Intl in it.

export type StaffLanguage = 'en' | 'pt-BR'

export type NoticeRole = { builtIn: 'owner' | 'admin' | 'staff' } | { name: string }

/** A member's (or an invitation's) role as a staff email words it. */
export function noticeRoleOf(row: {
  role: 'owner' | 'admin' | 'staff'
  storeRoleName: string | null
}): NoticeRole {
  return row.storeRoleName ? { name: row.storeRoleName } : { builtIn: row.role }
}

export type TeamChange = 'joined' | 'role_changed' | 'suspended' | 'reactivated' | 'removed' | 'made_owner'

/** What happened, with what the email says about it. */
export type StaffNotice =
  | {
      topic: 'orderPlaced' | 'draftInvoicePaid'
      orderId: string
      orderName: string
      customerName: string
      totalMinor: number
      currencyCode: string
    }
  | {
      topic: 'lowStock'
      product: string
      location: string
      available: number
    }
  | {
      topic: 'staffChanges'
      change: TeamChange
      member: string
      /** Who made the change; absent when the member did it (joining). */
      by?: string
      /** The member's role after the change: a built-in one (worded in the email's language) or the store's own. */
      role?: NoticeRole
    }

interface Words {
  orderPlaced: {
    subject: (store: string, order: string) => string
    line: (order: string, customer: string, total: string) => string
  }
  draftInvoicePaid: {
    subject: (store: string, order: string) => string
    line: (order: string, customer: string, total: string) => string
  }
  lowStock: {
    subject: (store: string, product: string) => string
    line: (product: string, location: string, left: string) => string
  }
  staffChanges: {
    subject: (store: string) => string
    line: Record<TeamChange, (member: string, by: string, role: string) => string>
  }
  builtIn: Record<'owner' | 'admin' | 'staff', string>
  aCustomer: string
  someone: string
  open: string
  why: (store: string) => string
}

const WORDS: Record<StaffLanguage, Words> = {
  en: {
    orderPlaced: {
      subject: (store, order) => `[${store}] New order ${order}`,
      line: (order, customer, total) => `Order ${order} was placed by ${customer}, for ${total}.`,
    },
    draftInvoicePaid: {
      subject: (store, order) => `[${store}] Invoice paid: order ${order}`,
      line: (order, customer, total) => `${customer} paid their invoice: ${total}. It is now order ${order}.`,
    },
    lowStock: {
      subject: (store, product) => `[${store}] Stock running low: ${product}`,
      line: (product, location, left) => `${product} has ${left} left at ${location}.`,
    },
    staffChanges: {
      subject: (store) => `[${store}] Your team changed`,
      line: {
        joined: (member, _by, role) => `${member} joined the store as ${role}.`,
        role_changed: (member, by, role) => `${by} gave ${member} the role ${role}.`,
        suspended: (member, by) => `${by} suspended ${member}: they cannot open the store until reactivated.`,
        reactivated: (member, by) => `${by} reactivated ${member}.`,
        removed: (member, by) => `${by} removed ${member} from the store.`,
        made_owner: (member, by) => `${by} handed the store to ${member}, its new owner.`,
      },
    },
    builtIn: { owner: 'Owner', admin: 'Admin', staff: 'Staff' },
    aCustomer: 'a customer',
    someone: 'Someone',
    open: 'Open in Lojista',
    why: (store) =>
      `You get this email because of your notification choices for ${store}; change them on your Notifications page.`,
  },
  'pt-BR': {
    orderPlaced: {
      subject: (store, order) => `[${store}] Novo pedido ${order}`,
      line: (order, customer, total) => `O pedido ${order} foi feito por ${customer}, no valor de ${total}.`,
    },
    draftInvoicePaid: {
      subject: (store, order) => `[${store}] Fatura paga: pedido ${order}`,
      line: (order, customer, total) => `${customer} pagou a fatura: ${total}. Agora é o pedido ${order}.`,
    },
    lowStock: {
      subject: (store, product) => `[${store}] Estoque acabando: ${product}`,
      line: (product, location, left) => `Restam ${left} de ${product} em ${location}.`,
    },
    staffChanges: {
      subject: (store) => `[${store}] Sua equipe mudou`,
      line: {
        joined: (member, _by, role) => `${member} entrou na loja com a função ${role}.`,
        role_changed: (member, by, role) => `${by} deu a ${member} a função ${role}.`,
        suspended: (member, by) => `${by} suspendeu ${member}: não pode abrir a loja até ser reativado(a).`,
        reactivated: (member, by) => `${by} reativou ${member}.`,
        removed: (member, by) => `${by} removeu ${member} da loja.`,
        made_owner: (member, by) => `${by} passou a loja para ${member}, que agora é o(a) dono(a).`,
      },
    },
    builtIn: { owner: 'Proprietário', admin: 'Administrador', staff: 'Equipe' },
    aCustomer: 'um cliente',
    someone: 'Alguém',
    open: 'Abrir no Lojista',
    why: (store) =>
      `Você recebe este e-mail pelas suas escolhas de notificação em ${store}; mude-as na página Notificações.`,
  },
}

/** Where in the admin the email's button leads. */
function pathOf(notice: StaffNotice): string {
  switch (notice.topic) {
    case 'orderPlaced':
    case 'draftInvoicePaid':
      return `/orders/${notice.orderId}`
    case 'lowStock':
      return '/products/inventory'
    case 'staffChanges':
      return '/settings/organization-account'
  }
}

/** The subject and the one line an email on `notice` says, in `language`. */
function sentence(notice: StaffNotice, store: string, language: StaffLanguage) {
  const words = WORDS[language]
  switch (notice.topic) {
    case 'orderPlaced':
    case 'draftInvoicePaid': {
      const total = formatMoney(fromMinorUnits(notice.totalMinor), notice.currencyCode, language)
      const customer = notice.customerName || words.aCustomer
      return {
        subject: words[notice.topic].subject(store, notice.orderName),
        line: words[notice.topic].line(notice.orderName, customer, total),
      }
    }
    case 'lowStock':
      return {
        subject: words.lowStock.subject(store, notice.product),
        line: words.lowStock.line(notice.product, notice.location, formatDecimal(notice.available, language)),
      }
    case 'staffChanges': {
      const role = !notice.role
        ? ''
        : 'builtIn' in notice.role
          ? words.builtIn[notice.role.builtIn]
          : notice.role.name
      return {
        subject: words.staffChanges.subject(store),
        line: words.staffChanges.line[notice.change](notice.member, notice.by ?? words.someone, role),
      }
    }
  }
}

/** The email on `notice` to one of the store's people. */
export function staffNotificationEmail(input: {
  notice: StaffNotice
  store: string
  language: StaffLanguage
  publicUrl: string
}): { subject: string; text: string; html: string } {
  const words = WORDS[input.language]
  const { subject, line } = sentence(input.notice, input.store, input.language)
  const link = `${input.publicUrl}${pathOf(input.notice)}`
  return {
    subject,
    text: [line, '', `${words.open}: ${link}`, '', words.why(input.store)].join('\n'),
    html: `<p>${escapeHtml(line)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.open)}</a></p>
<p style="color:#666;font-size:12px">${escapeHtml(words.why(input.store))}</p>`,
  }
}
