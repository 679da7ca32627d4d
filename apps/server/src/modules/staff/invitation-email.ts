import type { StoreEmail } from '../mail/mail.service.ts'
import { escapeHtml, withSecretLink } from '../mail/secret-link.ts'

/** The languages an invitation is written in: the store's. */
export type InvitationLanguage = 'en' | 'pt-BR'

interface InvitationWords {
  subject: (store: string) => string
  greeting: string
  why: (inviter: string, store: string, role: string) => string
  open: string
  call: string
  closing: (days: number) => string
  builtIn: Record<'admin' | 'staff', string>
}

const WORDS: Record<InvitationLanguage, InvitationWords> = {
  en: {
    subject: (store) => `You are invited to join ${store} on Lojista`,
    greeting: 'Hello,',
    why: (inviter, store, role) => `${inviter} invited you to work in ${store} on Lojista, as ${role}.`,
    open: 'To accept, open:',
    call: 'Accept the invitation',
    closing: (days) =>
      `The link works for ${days} days. If you were not expecting this invitation, ignore this email.`,
    builtIn: { admin: 'Admin', staff: 'Staff' },
  },
  'pt-BR': {
    subject: (store) => `Você foi convidado(a) para ${store} no Lojista`,
    greeting: 'Olá,',
    why: (inviter, store, role) =>
      `${inviter} convidou você para trabalhar em ${store} no Lojista, com a função ${role}.`,
    open: 'Para aceitar, abra:',
    call: 'Aceitar o convite',
    closing: (days) =>
      `O link funciona por ${days} dias. Se você não esperava este convite, ignore este e-mail.`,
    builtIn: { admin: 'Administrador', staff: 'Equipe' },
  },
}

export interface InvitationEmail {
  tenantId: string
  to: string
  store: string
  inviter: string
  /** A built-in role, worded in the email's language, or the name the store gave its own role. */
  role: { builtIn: 'admin' | 'staff' } | { name: string }
  link: string
  days: number
  language: InvitationLanguage
}

/**
 * The email that invites a person into a store. Whoever holds its link can join the store, so the
 * outbox (and the store's Sent emails) keep it without the link.
 */
export function invitationEmail(input: InvitationEmail): StoreEmail {
  const words = WORDS[input.language]
  const role = 'builtIn' in input.role ? words.builtIn[input.role.builtIn] : input.role.name
  const why = words.why(input.inviter, input.store, role)
  const body = withSecretLink(input.link, (url) => ({
    text: [words.greeting, '', why, words.open, url.text, '', words.closing(input.days)].join('\n'),
    html: `<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(why)}</p>
<p>${url.html(words.call)}</p>
<p>${escapeHtml(words.closing(input.days))}</p>`,
  }))
  return { tenantId: input.tenantId, to: input.to, subject: words.subject(input.store), ...body }
}
