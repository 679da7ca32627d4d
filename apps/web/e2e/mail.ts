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

/** Waits for the SMTP receiver of the run to have a message for `to`, and gives its decoded text. */
export async function waitForMail(to: string): Promise<string> {
  const dir = join(process.env.LOJISTA_E2E_DATA_DIR ?? '', 'mail')
  let found: ReceivedMail | undefined
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(dir).filter((file) => file.endsWith('.json'))
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
