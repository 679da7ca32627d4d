import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type Permission,
  type StaffEmailTopic,
  type TenantRole,
} from '@lojista/contracts'
import type { StoreTx } from '../../db/scope.ts'
import type { MailService } from '../mail/mail.service.ts'
import { storeLanguage } from '../settings/settings.service.ts'
import { storeName } from '../tenancy/tenancy.service.ts'
import { type StaffNotice, staffNotificationEmail } from './staff-notification-emails.ts'
import { activeMembers } from './staff-notifications.repository.ts'

/** A person hears only about what their role lets them see in the store. */
const TOPIC_PERMISSION: Record<StaffEmailTopic, Permission> = {
  orderPlaced: 'orders.view',
  draftInvoicePaid: 'orders.view',
  lowStock: 'inventory.view',
  staffChanges: 'staff.view',
}

export interface StaffNotifierDeps {
  mail: MailService
  /** What a member's role allows (the tenancy service's rule, the one the guard uses). */
  rolePermissions: (role: TenantRole, storeRolePermissions: readonly string[] | null) => Permission[]
  /** Where the emails' links open the admin. */
  publicUrl: string
}

export type StaffNotifier = ReturnType<typeof createStaffNotifier>

/**
 * Emails the store's people about what happened, inside the transaction of the change (through the
 * outbox, so an email exists if and only if the change was committed): each active member whose role
 * may see it and who has not turned its topic off, except the person who made the change.
 */
export function createStaffNotifier({ mail, rolePermissions, publicUrl }: StaffNotifierDeps) {
  return {
    /**
     * Emails `notice` to those who want it, but `madeBy` and anyone in `already` (who got an email on
     * the same event under another topic). Answers who was emailed.
     */
    async notify(
      tx: StoreTx,
      tenantId: string,
      notice: StaffNotice,
      madeBy: string | null,
      already: ReadonlySet<string> = new Set(),
    ): Promise<Set<string>> {
      const permission = TOPIC_PERMISSION[notice.topic]
      const recipients = (await activeMembers(tx, tenantId)).filter(
        (member) =>
          member.userId !== madeBy &&
          !already.has(member.userId) &&
          (member.preferences?.[notice.topic] ?? DEFAULT_NOTIFICATION_PREFERENCES[notice.topic]) &&
          rolePermissions(member.role, member.storeRolePermissions).includes(permission),
      )
      if (recipients.length === 0) return new Set()
      const email = staffNotificationEmail({
        notice,
        store: await storeName(tx, tenantId),
        language: await storeLanguage(tx, tenantId),
        publicUrl,
      })
      for (const recipient of recipients) {
        await mail.enqueue(tx, { tenantId, to: recipient.email, audience: 'staff', ...email })
      }
      return new Set(recipients.map((recipient) => recipient.userId))
    },
  }
}
