export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** What the outbox keeps in place of a link that opens something by itself. */
export const LINK_REMOVED = '[link removed: only the recipient has it]'

/** How an email writes its link: in the text, and as the HTML of a call to action. */
export interface LinkWriter {
  text: string
  html(label: string): string
}

/**
 * Renders an email whose link is a secret (it opens a checkout, resets a password, verifies an address):
 * once with the link, as the recipient gets it, and once with a notice in its place, the copy the
 * outbox keeps and staff read (see mail.enqueue).
 */
export function withSecretLink(
  url: string,
  render: (link: LinkWriter) => { text: string; html: string },
): { text: string; html: string; kept: { text: string; html: string } } {
  const delivered = render({
    text: url,
    html: (label) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`,
  })
  const kept = render({
    text: LINK_REMOVED,
    html: (label) => `<strong>${escapeHtml(label)}</strong> <em>${escapeHtml(LINK_REMOVED)}</em>`,
  })
  return { ...delivered, kept }
}
