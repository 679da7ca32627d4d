import type { Db } from '../db/client.ts'
import { storeSettings } from '../db/schema/index.ts'
import { inScope } from '../db/scope.ts'

type DemoSettings = Omit<typeof storeSettings.$inferInsert, 'tenantId'>

/**
 * The demo stores' General and Brand settings: what a Brazilian shop registered in São Paulo fills in.
 * The CNPJs are made up, with check digits that add up.
 */
export const DEMO_STORE_SETTINGS: Record<string, DemoSettings> = {
  'Casa Aurora': {
    contactEmail: 'contato@casaaurora.example.com',
    contactPhone: '+55 11 3062-4100',
    legalName: 'Casa Aurora Comércio de Moda e Casa Ltda',
    cnpj: '41826357000100',
    address1: 'Rua Harmonia, 456',
    city: 'São Paulo',
    provinceCode: 'SP',
    countryCode: 'BR',
    postalCode: '05435-000',
    timeZone: 'America/Sao_Paulo',
    unitSystem: 'metric',
    weightUnit: 'kg',
    orderNumberPrefix: '#',
    draftNumberPrefix: '#D',
    primaryColor: '#7C2D12',
    accentColor: '#F59E0B',
    shortDescription: 'Moda e casa com algodão brasileiro, feitas para durar. Loja em Vila Madalena.',
  },
  'Ipê Store': {
    contactEmail: 'ola@ipestore.example.com',
    contactPhone: '+55 11 2737-5090',
    legalName: 'Ipê Cafés e Utilidades Ltda',
    cnpj: '52937468000100',
    address1: 'Rua dos Pinheiros, 870',
    city: 'São Paulo',
    provinceCode: 'SP',
    countryCode: 'BR',
    postalCode: '05422-001',
    timeZone: 'America/Sao_Paulo',
    unitSystem: 'metric',
    weightUnit: 'kg',
    orderNumberPrefix: '#',
    draftNumberPrefix: '#D',
    primaryColor: '#14532D',
    accentColor: '#EAB308',
    shortDescription: 'Cafés especiais de pequenos produtores e tudo para prepará-los em casa.',
  },
}

/** Writes a demo store's settings; a store the demo does not know keeps the defaults. */
export async function seedStoreSettings(db: Db, tenantId: string, storeName: string): Promise<void> {
  const settings = DEMO_STORE_SETTINGS[storeName]
  if (!settings) return
  await inScope(db, { tenantId }, (tx) => tx.insert(storeSettings).values({ tenantId, ...settings }))
}
