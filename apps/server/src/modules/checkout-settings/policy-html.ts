import sanitizeHtml from 'sanitize-html'

/**
 * What a policy may hold: what the page's editor writes (paragraphs, headings, lists, quotes, emphasis,
 * links). Anything else a request sends (scripts, styles, event handlers, images, other schemes) is
 * dropped before it is stored, because customers' browsers show the stored HTML as it is.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Links leave the store's page in a new tab and tell the other site nothing of it.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    b: 'strong',
    i: 'em',
  },
}

/** The policy's HTML as it is stored and shown: only what the editor writes, and nothing left empty. */
export function cleanPolicyHtml(html: string): string {
  const clean = sanitizeHtml(html, options).trim()
  // An editor emptied by its person writes '<p></p>': that is no policy.
  return sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim() === '' ? '' : clean
}
