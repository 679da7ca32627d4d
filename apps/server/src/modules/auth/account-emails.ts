import type { AccountEmail as Email } from '../mail/mail.service.ts'
import { escapeHtml, withSecretLink } from '../mail/secret-link.ts'

interface AccountEmail {
  to: string
  name: string
  link: string
}

/**
 * An email about the account itself, with no store: a greeting, why it came, the link and what to do if
 * it was not asked for. Whoever holds the link can act on the account, so the outbox keeps the email
 * without it.
 */
function accountEmail(
  { to, name, link }: AccountEmail,
  words: { subject: string; why: string; open: string; call: string; closing: string },
): Email {
  const body = withSecretLink(link, (url) => ({
    text: [`Hello ${name},`, '', `${words.why} ${words.open}`, url.text, '', words.closing].join('\n'),
    html: `<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(words.why)}</p>
<p>${url.html(words.call)}</p>
<p>${escapeHtml(words.closing)}</p>`,
  }))
  return { tenantId: null, to, subject: words.subject, ...body }
}

export function passwordResetEmail(input: AccountEmail): Email {
  return accountEmail(input, {
    subject: 'Reset your Lojista password',
    why: 'Someone asked to reset the password of your Lojista account.',
    open: 'To choose a new password, open:',
    call: 'Choose a new password',
    closing:
      'The link works once and expires in one hour. If you did not ask for it, ignore this email: your password stays as it is.',
  })
}

/** Sent at sign-up and on request: until its link is opened, the account's stores email no customers. */
export function verificationEmail(input: AccountEmail): Email {
  return accountEmail(input, {
    subject: 'Verify your Lojista email address',
    why: 'Confirm that this is your email address, so that your stores can email their customers.',
    open: 'To verify it, open:',
    call: 'Verify my email address',
    closing:
      'The link works once and expires in 48 hours. If you did not create a Lojista account, ignore this email.',
  })
}
