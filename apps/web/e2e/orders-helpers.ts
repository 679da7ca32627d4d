import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** A buyer's address that differs per test, so runs on a shared database never mix their emails. */
export function uniqueBuyer() {
  const id = randomUUID().slice(0, 8)
  return { email: `buyer-${id}@example.com`, name: `Buyer ${id}` }
}

/** A draft with two custom items, made through the API so the spec starts where the editor leaves off. */
export async function createDraft(
  request: APIRequestContext,
  token: string,
  draft: { email: string; netDays?: number },
) {
  const response = await request.post('/v1/order', {
    headers: bearer(token),
    data: {
      email: draft.email,
      lineItems: [
        { id: randomUUID(), customItem: { title: 'Linen shirt', price: '120.00' }, quantity: 2 },
        { id: randomUUID(), customItem: { title: 'Canvas tote', price: '45.50' }, quantity: 1 },
      ],
      shippingAddress: {
        firstName: 'Ana',
        lastName: 'Souza',
        address1: 'Rua Augusta, 100',
        city: 'São Paulo',
        provinceCode: 'SP',
        countryCode: 'BR',
        postalCode: '01305-000',
      },
      ...(draft.netDays ? { paymentTerm: { type: 'net', dueInDays: draft.netDays } } : {}),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { order } = (await response.json()) as { order: { id: string; name: string } }
  return order
}

export async function sendInvoiceViaApi(request: APIRequestContext, token: string, draftOrderId: string) {
  const response = await request.post('/v1/order/send-invoice', {
    headers: { ...bearer(token), 'Idempotency-Key': randomUUID() },
    data: { draftOrderId, message: '' },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** The checkout link of the newest email to `to` in the store's outbox. */
export async function checkoutLinkFromOutbox(request: APIRequestContext, token: string, to: string) {
  const response = await request.post('/v1/email/search', { headers: bearer(token), data: { query: to } })
  expect(response.status()).toBe(200)
  const { emails } = (await response.json()) as { emails: { edges: { node: { text: string } }[] } }
  const text = emails.edges[0]?.node.text ?? ''
  return checkoutLinkIn(text)
}

export function checkoutLinkIn(text: string): string {
  const link = text.match(/https?:\/\/[^\s"<>]+\/checkout\/[\w-]+/)?.[0]
  if (!link) throw new Error(`No checkout link in:\n${text}`)
  return link
}

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

export async function getOrderViaApi(request: APIRequestContext, token: string, id: string) {
  const response = await request.get(`/v1/orders/${id}`, { headers: bearer(token) })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { order: { dueAt: string | null; name: string } }).order
}

/** 'Jan 5, 2026', as the app writes dates. */
export function appDate(date: Date | string | number) {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(date),
  )
}
