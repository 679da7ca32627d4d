import { Fragment } from 'react'

const URL_PATTERN = /(https?:\/\/[^\s<>"')]+)/g

/** Plain text with its web addresses clickable, opening in a new tab. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN)
  return (
    <pre className="whitespace-pre-wrap break-words font-sans text-sm">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
            key={index}
            href={part}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary underline underline-offset-4"
          >
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </pre>
  )
}

/**
 * The email's HTML in a sandbox: no scripts, no access to this page or its session, no forms. Links open
 * in a new tab (the base target), outside the sandbox. The checkout links are not among them: the
 * server keeps the email without them.
 */
export function HtmlPreview({ html, title }: { html: string; title: string }) {
  const document = `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>body{font-family:system-ui,sans-serif;margin:16px;color:#111}a{color:#1d4ed8}</style></head><body>${html}</body></html>`
  return (
    <iframe
      title={title}
      srcDoc={document}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      className="h-[32rem] w-full rounded-md border bg-white"
    />
  )
}
