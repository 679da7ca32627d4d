import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'

// The emails the server delivered during the run, as the SMTP receiver of the run saved them.

/** Soft line breaks and =XX escapes of a quoted-printable body. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/** Every text part of a MIME message, decoded. */
function textOf(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/)
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/)
      const body = rest.join('\n\n')
      const encoding = head.match(/content-transfer-encoding:\s*([\w-]+)/i)?.[1]?.toLowerCase()
      if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
      if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
      return body
    })
    .join('\n')
}

interface ReceivedMail {
  to: string[]
  raw: string
}

/** Waits for the SMTP receiver of the run to have a message for `to`, and gives its decoded text. */
export async function waitForMail(to: string): Promise<string> {
  const dir = join(process.env.LOJISTA_E2E_DATA_DIR ?? '', 'mail')
  let found: ReceivedMail | undefined
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(dir)
          } catch {
            return []
          }
        })()
        found = files
          .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReceivedMail)
          .find((mail) => mail.to.includes(to))
        return Boolean(found)
      },
      { message: `an email to ${to} through SMTP`, timeout: 20_000 },
    )
    .toBe(true)
  return textOf(found?.raw ?? '')
}
