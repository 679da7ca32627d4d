import { randomBytes } from 'node:crypto'
import { calculateOrder } from '@lojista/contracts'
import type { StoreTx } from '../../db/scope.ts'
import type { MailService } from '../mail/mail.service.ts'
import { customerSummary } from '../party/party.service.ts'
import { storeBrand } from '../settings/settings.service.ts'
import { storeName } from '../tenancy/tenancy.service.ts'
import * as links from './checkout.repository.ts'
import { checkoutEmail } from './checkout-email.ts'
import { type CheckoutEmailKind, emailLanguage } from './checkout-email-texts.ts'
import { hashToken } from './checkout-links.ts'
import { calcInputOf } from './draft.presenter.ts'
import type * as drafts from './draft.repository.ts'
import { paymentTermText } from './payment-terms.ts'

export interface CheckoutMailDeps {
  mail: MailService
  /** Where the customer's link opens the checkout page. */
  publicUrl: string
}

export type CheckoutMailer = ReturnType<typeof createCheckoutMailer>

/**
 * The customer's side of an invoice, quote or recovery: the email, in the customer's language, with a
 * link that only this email carries.
 */
export function createCheckoutMailer({ mail, publicUrl }: CheckoutMailDeps) {
  return {
    /** Issues a new token for the link (the old one stops working) and emails it, in the caller's transaction. */
    async mailLink(
      tx: StoreTx,
      tenantId: string,
      link: { id: string; kind: CheckoutEmailKind; to: string; expiresAt: Date },
      found: { draft: drafts.DraftRow; lines: drafts.DraftLineRow[] },
      extra: { subject?: string; message: string },
    ) {
      const { draft, lines } = found
      const token = randomBytes(32).toString('base64url')
      const customer = draft.customerId ? await customerSummary(tx, tenantId, draft.customerId) : undefined
      const language = emailLanguage(customer?.locale)
      await links.replaceToken(tx, tenantId, link.id, hashToken(token))
      await mail.enqueue(
        tx,
        checkoutEmail({
          kind: link.kind,
          tenantId,
          to: link.to,
          storeName: await storeName(tx, tenantId),
          brand: await storeBrand(tx, tenantId),
          draftName: draft.name,
          draft,
          lines,
          calculation: calculateOrder(calcInputOf(draft, lines)),
          link: `${publicUrl}/checkout/${token}`,
          expiresAt: link.expiresAt,
          subject: extra.subject,
          message: extra.message,
          termText: paymentTermText(draft.paymentTerm, language),
          language,
        }),
      )
    },
  }
}
