import type { Email } from '../mail/mail.service.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export function passwordResetEmail({ to, name, link }: { to: string; name: string; link: string }): Email {
  const text = [
    `Hello ${name},`,
    '',
    'Someone asked to reset the password of your Lojista account. To choose a new password, open:',
    link,
    '',
    'The link works once and expires in one hour. If you did not ask for it, ignore this email: your password stays as it is.',
  ].join('\n')
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your Lojista account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link works once and expires in one hour. If you did not ask for it, ignore this email: your password stays as it is.</p>`
  return { tenantId: null, to, subject: 'Reset your Lojista password', text, html }
}
