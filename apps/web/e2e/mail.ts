import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { simpleParser } from 'mailparser'

// The emails the server delivered during the run, as the SMTP receiver of the run saved them.

interface ReceivedMail {
  to: string[]
  raw: string
}

/**
 * Every text part of a MIME message, decoded by a real MIME parser: a link wrapped by quoted-printable
 * can put a line starting with "--" in the body, which a hand-made split would take for a part boundary.
 */
async function textOf(raw: string): Promise<string> {
  const parsed = await simpleParser(raw)
  return [parsed.text ?? '', typeof parsed.html === 'string' ? parsed.html : ''].join('\n')
}

/**
 * Waits for the SMTP receiver of the run to have a message for `to` (the first whose text matches
 * `matching`, when given), and gives its decoded text.
 */
export async function waitForMail(to: string, matching?: RegExp): Promise<string> {
  const dir = join(process.env.LOJISTA_E2E_DATA_DIR ?? '', 'mail')
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const files = (() => {
          try {
            return readdirSync(dir).filter((file) => file.endsWith('.json'))
          } catch {
            return []
          }
        })()
        for (const file of files) {
          const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReceivedMail
          if (!mail.to.includes(to)) continue
          const text = await textOf(mail.raw)
          if (!matching || matching.test(text)) {
            found = text
            return true
          }
        }
        return false
      },
      {
        message: `an email to ${to}${matching ? ` matching ${matching}` : ''} through SMTP`,
        timeout: 20_000,
      },
    )
    .toBe(true)
  return found ?? ''
}
