import { randomUUID } from 'node:crypto'
import { completeCnpj, completeCpf, normalizeSearchText, type PartyCreate } from '@lojista/contracts'
import type { Db } from '../db/client.ts'
import { inScope } from '../db/scope.ts'
import { draftFromCreate, type PartyDraft } from '../modules/party/party.model.ts'
import { insertParties } from '../modules/party/party.repository.ts'

// Believable Brazilian customers for the demo stores: people and a few companies, with accents in their
// names, valid CPFs and CNPJs, addresses across the country, tags, consents and loyalty tiers. A seed
// makes each store's customers different and the same on every load.

const FIRST_NAMES = [
  'Ana',
  'João',
  'Maria',
  'José',
  'Luíza',
  'Pedro',
  'Beatriz',
  'Lucas',
  'Júlia',
  'Rafael',
  'Camila',
  'Gustavo',
  'Letícia',
  'Thiago',
  'Fernanda',
  'André',
  'Patrícia',
  'Márcio',
  'Gabriela',
  'Vinícius',
  'Mônica',
  'Sérgio',
  'Cecília',
  'Otávio',
  'Lívia',
  'Caio',
  'Heloísa',
  'Fábio',
  'Débora',
  'Antônio',
]
const LAST_NAMES = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Pereira',
  'Lima',
  'Gonçalves',
  'Costa',
  'Ribeiro',
  'Araújo',
  'Carvalho',
  'Almeida',
  'Fernandes',
  'Rocha',
  'Dias',
  'Nascimento',
  'Magalhães',
  'Conceição',
  'Brandão',
  'Assunção',
  'Barros',
  'Cardoso',
  'Teixeira',
  'Moreira',
  'Correia',
]
const COMPANIES = [
  'Empório São Jorge Ltda',
  'Atacadão Bom Preço',
  'Padaria Pão de Mel',
  'Mercearia Ipiranga',
  'Distribuidora Estrela do Sul',
  'Café Aroma Mineiro',
  'Boutique Flor de Lis',
  'Papelaria Criação',
]
/** City, state and the first digits of its postal codes (CEP), with its phone area code (DDD). */
const CITIES = [
  { city: 'São Paulo', state: 'SP', cep: '01', ddd: '11' },
  { city: 'Campinas', state: 'SP', cep: '13', ddd: '19' },
  { city: 'Rio de Janeiro', state: 'RJ', cep: '22', ddd: '21' },
  { city: 'Niterói', state: 'RJ', cep: '24', ddd: '21' },
  { city: 'Belo Horizonte', state: 'MG', cep: '30', ddd: '31' },
  { city: 'Uberlândia', state: 'MG', cep: '38', ddd: '34' },
  { city: 'Curitiba', state: 'PR', cep: '80', ddd: '41' },
  { city: 'Florianópolis', state: 'SC', cep: '88', ddd: '48' },
  { city: 'Porto Alegre', state: 'RS', cep: '90', ddd: '51' },
  { city: 'Salvador', state: 'BA', cep: '40', ddd: '71' },
  { city: 'Recife', state: 'PE', cep: '50', ddd: '81' },
  { city: 'Fortaleza', state: 'CE', cep: '60', ddd: '85' },
  { city: 'Belém', state: 'PA', cep: '66', ddd: '91' },
  { city: 'Goiânia', state: 'GO', cep: '74', ddd: '62' },
  { city: 'Brasília', state: 'DF', cep: '70', ddd: '61' },
  { city: 'Manaus', state: 'AM', cep: '69', ddd: '92' },
  { city: 'São Luís', state: 'MA', cep: '65', ddd: '98' },
  { city: 'Vitória', state: 'ES', cep: '29', ddd: '27' },
]
const STREETS = [
  'Rua das Flores',
  'Avenida Paulista',
  'Rua XV de Novembro',
  'Avenida Brasil',
  'Rua da Consolação',
  'Rua Augusta',
  'Avenida Atlântica',
  'Rua São João',
  'Avenida Getúlio Vargas',
  'Rua Sete de Setembro',
  'Travessa do Comércio',
  'Rua Conceição',
  'Avenida Boa Viagem',
  'Rua Amazonas',
]
const TAGS = [
  'VIP',
  'atacado',
  'revendedor',
  'newsletter',
  'primeira compra',
  'aniversariante',
  'frete grátis',
]
/** Why a company buys without tax: resellers and bodies the law exempts. */
const EXEMPTION_REASONS = [
  'Revenda: ICMS recolhido por substituição tributária',
  'Entidade sem fins lucrativos (imunidade tributária)',
  'Zona Franca de Manaus: isenção de ICMS',
] as const

const NOTES = [
  'Prefere entrega pela manhã.',
  'Cliente desde 2019, sempre paga no PIX.',
  'Pede nota fiscal com CNPJ da empresa.',
  'Interfone quebrado: ligar ao chegar.',
  'Compra presentes no fim do ano.',
  '',
]
/** Loyalty tiers by the points they start at. */
const TIERS: [number, string][] = [
  [3000, 'Ouro'],
  [1000, 'Prata'],
  [0, 'Bronze'],
]
/** Reserved example domains: demo emails must never reach a real mailbox. */
const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org']
const DAY_MS = 86_400_000

/** FNV-1a: a store's name as a seed. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (const character of text) value = Math.imul(value ^ character.codePointAt(0)!, 0x01000193)
  return value >>> 0
}

/** A small deterministic generator (mulberry32): the same seed gives the same customers. */
function random(seed: number | string) {
  let state = typeof seed === 'string' ? hash(seed) : seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
  const int = (max: number) => Math.floor(next() * max)
  return {
    int,
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
    digits: (length: number) => Array.from({ length }, () => int(10)).join(''),
  }
}

const slug = (text: string) => normalizeSearchText(text).replace(/[^a-z0-9]+/g, '.')

function customer(
  rng: ReturnType<typeof random>,
  index: number,
  now: number,
  companyStart: number,
): PartyDraft {
  const firstName = rng.pick(FIRST_NAMES)
  const lastName = `${rng.pick(LAST_NAMES)}${rng.chance(0.3) ? ` ${rng.pick(LAST_NAMES)}` : ''}`
  const place = rng.pick(CITIES)
  const isCompany = index % 7 === 3
  // Organisations take the companies in turn, so that no store holds the same company twice (with two
  // different CNPJs) until it has more organisations than there are companies.
  const company = isCompany
    ? COMPANIES[(companyStart + Math.floor(index / 7)) % COMPANIES.length]!
    : rng.chance(0.15)
      ? rng.pick(COMPANIES)
      : ''
  const mobile = `9${rng.digits(4)}-${rng.digits(4)}`
  const phone = rng.chance(0.5) ? `+55 (${place.ddd}) ${mobile}` : `(${place.ddd}) ${mobile}`
  const email = `${slug(firstName)}.${slug(lastName.split(' ')[0]!)}${index}@${rng.pick(EMAIL_DOMAINS)}`
  const points = rng.chance(0.5) ? rng.int(5000) : null
  const address = {
    kind: 'shipping' as const,
    isDefault: true,
    firstName,
    lastName,
    company,
    address1: `${rng.pick(STREETS)}, ${1 + rng.int(2500)}`,
    address2: rng.chance(0.4) ? `Apto ${1 + rng.int(30)}${rng.int(4) + 1}` : '',
    city: place.city,
    provinceCode: place.state,
    countryCode: 'BR',
    postalCode: `${place.cep}${rng.digits(3)}-${rng.digits(3)}`,
    phone,
  }
  const taxExempt = isCompany && rng.chance(0.3)
  const input: PartyCreate = {
    id: randomUUID(),
    type: isCompany ? 'organization' : 'individual',
    displayName: isCompany ? company : '',
    individualDetails: { firstName, lastName },
    contacts: [
      { type: 'email', value: email, isPrimary: true },
      { type: 'phone', value: phone, isPrimary: true },
    ],
    roles: [{ role: 'customer' }],
    communicationPreferences: [
      { channel: 'email', enabled: rng.chance(0.6), frequency: 'daily' },
      { channel: 'sms', enabled: rng.chance(0.3), frequency: 'daily' },
    ],
    locale: rng.chance(0.9) ? 'pt-BR' : rng.pick(['en-US', 'es-AR']),
    company,
    taxId: isCompany ? completeCnpj(`${rng.digits(8)}0001`) : completeCpf(rng.digits(9)),
    taxExempt,
    taxExemptReason: taxExempt ? rng.pick(EXEMPTION_REASONS) : '',
    note: rng.pick(NOTES),
    tags: TAGS.filter(() => rng.chance(0.18)).concat(isCompany ? ['atacado'] : []),
    loyaltyPoints: points,
    tier: points === null ? null : TIERS.find(([from]) => points >= from)![1],
    addresses: rng.chance(0.2) ? [address, { ...address, kind: 'billing' }] : [address],
  }
  // Spread over the last two years, so that lists sorted by date look lived in.
  return { ...draftFromCreate(input), createdAt: new Date(now - rng.int(730) * DAY_MS - rng.int(DAY_MS)) }
}

/** Loads `count` (40 by default) customers into a store, in a handful of statements. */
export async function seedCustomers(
  db: Db,
  tenantId: string,
  options: { seed: number | string; count?: number; now?: Date },
): Promise<void> {
  const rng = random(options.seed)
  const now = (options.now ?? new Date()).getTime()
  const companyStart = rng.int(COMPANIES.length)
  const drafts = Array.from({ length: options.count ?? 40 }, (_, index) =>
    customer(rng, index, now, companyStart),
  )
  await inScope(db, { tenantId }, (tx) => insertParties(tx, tenantId, drafts))
}
