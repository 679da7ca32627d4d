// Writes the reference-data migration (languages, countries, provinces, tax codes) from Node's ICU
// names and the lists below. Run once when the lists change: node scripts/reference-data.mjs > <migration>.sql
// The app shows language and country names in the reader's language (Intl in the browser), so their
// search text holds the Portuguese name beside the English one. `--search-text` writes only UPDATEs of
// the languages' and countries' search text (the migration that added the Portuguese names).
const normalize = (text) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
const quote = (text) => `'${String(text).replaceAll("'", "''")}'`

const LANGUAGES = [
  'pt-BR',
  'pt-PT',
  'en-US',
  'en-GB',
  'es-ES',
  'es-MX',
  'es-AR',
  'fr-FR',
  'fr-CA',
  'de-DE',
  'it-IT',
  'nl-NL',
  'ja-JP',
  'zh-CN',
  'zh-TW',
  'ko-KR',
  'ru-RU',
  'pl-PL',
  'sv-SE',
  'da-DK',
  'nb-NO',
  'fi-FI',
  'tr-TR',
  'ar',
  'he-IL',
  'hi-IN',
  'id-ID',
  'th-TH',
  'vi-VN',
  'uk-UA',
  'cs-CZ',
  'el-GR',
  'hu-HU',
  'ro-RO',
]
// Region codes ICU names that are not countries one ships to.
const NOT_COUNTRIES = new Set([
  'AC',
  'CP',
  'CQ',
  'DG',
  'EA',
  'EU',
  'EZ',
  'IC',
  'QO',
  'TA',
  'UN',
  'XA',
  'XB',
  'ZZ',
])

const PROVINCES = {
  BR: {
    AC: 'Acre',
    AL: 'Alagoas',
    AP: 'Amapá',
    AM: 'Amazonas',
    BA: 'Bahia',
    CE: 'Ceará',
    DF: 'Distrito Federal',
    ES: 'Espírito Santo',
    GO: 'Goiás',
    MA: 'Maranhão',
    MT: 'Mato Grosso',
    MS: 'Mato Grosso do Sul',
    MG: 'Minas Gerais',
    PA: 'Pará',
    PB: 'Paraíba',
    PR: 'Paraná',
    PE: 'Pernambuco',
    PI: 'Piauí',
    RJ: 'Rio de Janeiro',
    RN: 'Rio Grande do Norte',
    RS: 'Rio Grande do Sul',
    RO: 'Rondônia',
    RR: 'Roraima',
    SC: 'Santa Catarina',
    SP: 'São Paulo',
    SE: 'Sergipe',
    TO: 'Tocantins',
  },
  US: {
    AL: 'Alabama',
    AK: 'Alaska',
    AZ: 'Arizona',
    AR: 'Arkansas',
    CA: 'California',
    CO: 'Colorado',
    CT: 'Connecticut',
    DE: 'Delaware',
    DC: 'District of Columbia',
    FL: 'Florida',
    GA: 'Georgia',
    HI: 'Hawaii',
    ID: 'Idaho',
    IL: 'Illinois',
    IN: 'Indiana',
    IA: 'Iowa',
    KS: 'Kansas',
    KY: 'Kentucky',
    LA: 'Louisiana',
    ME: 'Maine',
    MD: 'Maryland',
    MA: 'Massachusetts',
    MI: 'Michigan',
    MN: 'Minnesota',
    MS: 'Mississippi',
    MO: 'Missouri',
    MT: 'Montana',
    NE: 'Nebraska',
    NV: 'Nevada',
    NH: 'New Hampshire',
    NJ: 'New Jersey',
    NM: 'New Mexico',
    NY: 'New York',
    NC: 'North Carolina',
    ND: 'North Dakota',
    OH: 'Ohio',
    OK: 'Oklahoma',
    OR: 'Oregon',
    PA: 'Pennsylvania',
    RI: 'Rhode Island',
    SC: 'South Carolina',
    SD: 'South Dakota',
    TN: 'Tennessee',
    TX: 'Texas',
    UT: 'Utah',
    VT: 'Vermont',
    VA: 'Virginia',
    WA: 'Washington',
    WV: 'West Virginia',
    WI: 'Wisconsin',
    WY: 'Wyoming',
  },
  CA: {
    AB: 'Alberta',
    BC: 'British Columbia',
    MB: 'Manitoba',
    NB: 'New Brunswick',
    NL: 'Newfoundland and Labrador',
    NS: 'Nova Scotia',
    NT: 'Northwest Territories',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'Prince Edward Island',
    QC: 'Quebec',
    SK: 'Saskatchewan',
    YT: 'Yukon',
  },
  PT: {
    '01': 'Aveiro',
    '02': 'Beja',
    '03': 'Braga',
    '04': 'Bragança',
    '05': 'Castelo Branco',
    '06': 'Coimbra',
    '07': 'Évora',
    '08': 'Faro',
    '09': 'Guarda',
    10: 'Leiria',
    11: 'Lisboa',
    12: 'Portalegre',
    13: 'Porto',
    14: 'Santarém',
    15: 'Setúbal',
    16: 'Viana do Castelo',
    17: 'Vila Real',
    18: 'Viseu',
    20: 'Açores',
    30: 'Madeira',
  },
}

const TAX_CODES = [
  ['standard', 'Standard rate', '17'],
  ['reduced', 'Reduced rate', '7'],
  ['exempt', 'Exempt', '0'],
  ['icms-sp', 'ICMS São Paulo', '18'],
  ['icms-rj', 'ICMS Rio de Janeiro', '20'],
  ['icms-mg', 'ICMS Minas Gerais', '18'],
  ['iss', 'ISS (services)', '5'],
  ['ipi-clothing', 'IPI clothing', '0'],
  ['food-basic', 'Basic food basket', '0'],
  ['digital', 'Digital goods', '9.25'],
]

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' })
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
const portugueseLanguageNames = new Intl.DisplayNames(['pt-BR'], { type: 'language' })
const portugueseRegionNames = new Intl.DisplayNames(['pt-BR'], { type: 'region', fallback: 'none' })
/** What a name is found by: the English name, the Portuguese one when it differs, and the code. */
const searchText = (name, portuguese, code) =>
  normalize([name, portuguese && portuguese !== name ? portuguese : '', code].filter(Boolean).join(' '))
const languageSearch = (code) => searchText(languageNames.of(code), portugueseLanguageNames.of(code), code)
const countrySearch = (code, name) => searchText(name, portugueseRegionNames.of(code), code)
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const countries = []
for (const a of letters) {
  for (const b of letters) {
    const code = a + b
    const name = regionNames.of(code)
    if (name && name !== code && !NOT_COUNTRIES.has(code)) countries.push([code, name])
  }
}

if (process.argv.includes('--search-text')) {
  const updates = (table, rows) =>
    `UPDATE ${table} AS t SET search_text = v.search_text FROM (VALUES\n${rows
      .map(([code, text]) => `  (${quote(code)}, ${quote(text)})`)
      .join(',\n')}\n) AS v (code, search_text) WHERE t.code = v.code;`
  process.stdout.write(
    `-- Generated by scripts/reference-data.mjs --search-text.\n${[
      updates(
        'languages',
        LANGUAGES.map((code) => [code, languageSearch(code)]),
      ),
      updates(
        'countries',
        countries.map(([code, name]) => [code, countrySearch(code, name)]),
      ),
    ].join('\n--> statement-breakpoint\n')}\n`,
  )
  process.exit(0)
}

const statements = []
statements.push(
  `INSERT INTO languages (code, name, search_text) VALUES\n${LANGUAGES.map((code) => {
    const name = languageNames.of(code)
    return `  (${quote(code)}, ${quote(name)}, ${quote(languageSearch(code))})`
  }).join(',\n')};`,
)
statements.push(
  `INSERT INTO countries (code, name, search_text) VALUES\n${countries
    .map(([code, name]) => `  (${quote(code)}, ${quote(name)}, ${quote(countrySearch(code, name))})`)
    .join(',\n')};`,
)
statements.push(
  `INSERT INTO provinces (country_code, code, name, search_text) VALUES\n${Object.entries(PROVINCES)
    .flatMap(([country, list]) =>
      Object.entries(list).map(
        ([code, name]) =>
          `  (${quote(country)}, ${quote(code)}, ${quote(name)}, ${quote(normalize(`${name} ${code}`))})`,
      ),
    )
    .join(',\n')};`,
)
statements.push(
  `INSERT INTO tax_codes (code, name, default_rate, search_text) VALUES\n${TAX_CODES.map(
    ([code, name, rate]) =>
      `  (${quote(code)}, ${quote(name)}, ${rate}, ${quote(normalize(`${name} ${code}`))})`,
  ).join(',\n')};`,
)
process.stdout.write(
  `-- Generated by scripts/reference-data.mjs.\n${statements.join('\n--> statement-breakpoint\n')}\n`,
)
