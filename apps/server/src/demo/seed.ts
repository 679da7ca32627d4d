import { randomUUID } from 'node:crypto'
import { count } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import { inScope } from '../db/scope.ts'
import { insertUser } from '../modules/auth/auth.repository.ts'
import { hashPassword } from '../modules/auth/password.ts'
import { insertTenantWithMember } from '../modules/tenancy/tenancy.repository.ts'
import { seedActivityHistory } from './activity.ts'
import { seedCatalog } from './catalog.ts'
import { seedCheckoutSettings } from './checkout-settings.ts'
import { seedCustomers } from './customers.ts'
import { seedDiscounts } from './discounts.ts'
import { seedPaymentSettings } from './payment-settings.ts'
import { seedPrivacyRequests } from './privacy.ts'
import { seedShipping } from './shipping.ts'
import { seedStaff } from './staff.ts'
import { seedStoreSettings } from './store-settings.ts'
import { seedTaxes } from './taxes.ts'

export const DEMO_USER_EMAIL = 'demo@lojista.dev'
export const DEMO_PASSWORD = 'lojista-demo'
export const DEMO_STORES = [
  { name: 'Casa Aurora', plan: 'Plus', isDefault: true },
  { name: 'Ipê Store', plan: null, isDefault: false },
] as const

/**
 * Loads the demo account on a database that has no users yet: one person in two stores, so that the
 * store switcher shows, with a team of three in the first; each store with its own settings, catalog,
 * customers and discounts. Product images go to `mediaDir`.
 * Answers whether it loaded anything.
 */
export async function seedDemoData(db: Db, options: { mediaDir: string }): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(users)
  if ((existing?.total ?? 0) > 0) return false
  const userId = randomUUID()
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db.transaction(async (tx) => {
    // The demo's store sends its invoices at once: its address counts as verified.
    await insertUser(tx, {
      id: userId,
      email: DEMO_USER_EMAIL,
      name: 'Ana Souza',
      passwordHash,
      emailVerifiedAt: new Date(),
    })
    for (const store of DEMO_STORES) {
      const tenantId = randomUUID()
      await inScope(tx, { tenantId, userId }, (scoped) =>
        insertTenantWithMember(
          scoped,
          { id: tenantId, name: store.name, plan: store.plan },
          { userId, role: 'owner', isDefault: store.isDefault },
        ),
      )
      if (store.isDefault) await seedStaff(tx, tenantId, { passwordHash, invitedBy: userId })
      await seedStoreSettings(tx, tenantId, store.name)
      await seedPaymentSettings(tx, tenantId, store.name)
      await seedCheckoutSettings(tx, tenantId, store.name)
      await seedCustomers(tx, tenantId, { seed: store.name })
      const assortment = store.isDefault ? 'fashion-and-home' : 'coffee-and-kitchen'
      await seedCatalog(tx, tenantId, userId, { assortment, mediaDir: options.mediaDir })
      await seedShipping(tx, tenantId)
      await seedDiscounts(tx, tenantId)
      await seedTaxes(tx, tenantId, store.name)
      if (store.isDefault) await seedActivityHistory(tx, tenantId)
      if (store.isDefault) await seedPrivacyRequests(tx, tenantId)
    }
  })
  return true
}
