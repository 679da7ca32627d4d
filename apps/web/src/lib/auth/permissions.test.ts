import { PERMISSIONS } from '@lojista/contracts/staff/permissions'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '@/lib/i18n/i18n'
import { permissionLabel, permissionsOf } from './permissions'

afterEach(async () => {
  await changeLanguage('en')
})

const store = { id: '00000000-0000-4000-8000-000000000001', name: 'Loja', plan: null, currencyCode: 'BRL' }

describe('permissions in the interface', () => {
  it.each(['en', 'pt-BR'])('names every permission in plain words in %s', async (language) => {
    await changeLanguage(language as 'en' | 'pt-BR')
    const labels = PERMISSIONS.map(permissionLabel)
    for (const [index, label] of labels.entries()) {
      expect(label, PERMISSIONS[index]).not.toMatch(/permissions\.|_/)
    }
    expect(new Set(labels).size).toBe(labels.length)
  })

  it("takes the store's list, or the built-in role's when an older answer has none", () => {
    expect([...permissionsOf({ ...store, role: 'staff', permissions: ['orders.view'] })]).toEqual([
      'orders.view',
    ])
    expect(permissionsOf({ ...store, role: 'owner' }).size).toBe(PERMISSIONS.length)
    expect(permissionsOf(null).size).toBe(0)
  })
})
