import { describe, expect, it } from 'vitest'
import { BUILT_IN_PERMISSIONS } from './built-in-roles.ts'
import { permissionSchema } from './permission-schema.ts'
import { areaOf, PERMISSION_NEEDS, PERMISSIONS, type Permission, withNeeds } from './permissions.ts'

describe('permissions', () => {
  it('are named area.action, once each', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length)
    for (const permission of PERMISSIONS) expect(permission).toMatch(/^[a-z_]+\.[a-z_]+$/)
    expect(areaOf('settings.taxes')).toBe('settings')
  })

  it('need only permissions that exist, and never themselves', () => {
    for (const [permission, needs] of Object.entries(PERMISSION_NEEDS)) {
      for (const needed of needs ?? []) {
        expect(PERMISSIONS).toContain(needed)
        expect(needed).not.toBe(permission)
      }
    }
  })

  it('bring what they need along, however deep', () => {
    expect(withNeeds(['customers.export'])).toEqual([
      'customers.view',
      'customers.export',
      'customers.view_personal_data',
    ])
    expect(withNeeds(['products.import'])).toEqual(['products.view', 'products.edit', 'products.import'])
  })

  it('refuse a name that is not one of them', () => {
    expect(permissionSchema.safeParse('orders.view').success).toBe(true)
    expect(permissionSchema.safeParse('orders.delete_everything').success).toBe(false)
  })
})

describe('built-in roles', () => {
  it('give the owner and admins every permission', () => {
    expect(BUILT_IN_PERMISSIONS.owner).toEqual(PERMISSIONS)
    expect(BUILT_IN_PERMISSIONS.admin).toEqual(PERMISSIONS)
  })

  it('let staff sell and ship, but not manage people, settings, discounts or exports', () => {
    const staff = new Set<Permission>(BUILT_IN_PERMISSIONS.staff)
    for (const needed of ['orders.view', 'draft_orders.send', 'orders.fulfill', 'customers.edit'] as const) {
      expect(staff.has(needed)).toBe(true)
    }
    for (const refused of [
      'staff.manage',
      'settings.general',
      'discounts.edit',
      'customers.export',
    ] as const) {
      expect(staff.has(refused)).toBe(false)
    }
    // Whatever staff hold, they hold what it needs.
    expect(withNeeds(staff)).toEqual(BUILT_IN_PERMISSIONS.staff)
  })
})
