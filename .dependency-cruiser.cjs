// Which folders may use which: the boundaries that keep features and modules independent, checked by
// `npm run lint` (dependency-cruiser resolves every import, relative or aliased, before judging it).

/**
 * Whose tables each schema file holds (db/schema/<aggregate>.ts: the tables that belong together): the
 * server modules that read and write them, and the repositories of other modules that still read them
 * in queries of their own, each with what for. Any other module reaches those records through an
 * owner's service (decision 014). A new schema file or module is named here before a module imports it.
 */
const tablesOf = {
  'activity.ts': { modules: ['activity'] },
  'api-tokens.ts': { modules: ['staff'] },
  'catalog.ts': {
    modules: ['products', 'collections', 'product-lookups'],
    joinedBy: {
      'inventory/inventory.repository.ts': 'the stock list pages by product title and SKU',
      'discounts/discount-usage.repository.ts': "the products and collections of a cart's variants",
      'shipping/shipping.repository.ts': 'custom shipping profiles name products; variants weigh an order',
      'taxes/taxes.repository.ts': 'tax overrides name their products and collections',
    },
  },
  'checkout-settings.ts': { modules: ['checkout-settings'] },
  'customers.ts': { modules: ['party'] },
  'discount-codes.ts': { modules: ['discounts'] },
  'discount-uses.ts': { modules: ['discounts'] },
  'discounts.ts': { modules: ['discounts'] },
  'identity.ts': {
    modules: ['auth'],
    joinedBy: {
      'inventory/inventory.repository.ts': 'an adjustment names its author',
      'staff/members.repository.ts': 'the people list searches and sorts by name and email',
      'staff/staff-notifications.repository.ts': "staff emails go to the members' own addresses",
    },
  },
  'inventory.ts': {
    modules: ['inventory'],
    joinedBy: { 'shipping/shipping.repository.ts': 'local delivery and pickup name their location' },
  },
  'orders.ts': { modules: ['orders'] },
  'outbox.ts': { modules: ['mail'] },
  'payment-settings.ts': { modules: ['payments'] },
  'reference.ts': { modules: ['reference'] },
  'sales.ts': { modules: ['orders'] },
  'saved-views.ts': { modules: ['saved-views'] },
  'settings.ts': {
    modules: ['settings'],
    joinedBy: { 'activity/activity.repository.ts': "the log's days are the store's time zone's" },
  },
  'shipping.ts': { modules: ['shipping'] },
  'taxes.ts': { modules: ['taxes'] },
  'tenancy.ts': { modules: ['tenancy', 'staff'] },
}

const modulePath = '^apps/server/src/modules/'
const schemaPath = '^apps/server/src/db/schema/'
const literal = (text) => text.replace(/[.]/g, '[.]')

/** One rule per schema file: no module but its owners (and the joins named) reads or writes its tables. */
const tableRules = Object.entries(tablesOf).map(([file, { modules, joinedBy = {} }]) => ({
  name: 'module-uses-another-modules-tables',
  comment:
    `The tables of db/schema/${file} are ${modules.join(', ')}'s: another module reaches those records ` +
    "through its service (a function of its *.service.ts taking the caller's StoreTx, or its service " +
    'object handed in by app.ts). Types may be imported.',
  severity: 'error',
  from: {
    path: modulePath,
    pathNot: [
      ...modules.map((module) => `${modulePath}${literal(module)}/`),
      ...Object.keys(joinedBy).map((repository) => `${modulePath}${literal(repository)}$`),
      '[.]test[.]ts$',
    ],
  },
  to: { path: `${schemaPath}${literal(file)}$`, dependencyTypesNot: ['type-only'] },
}))

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-uses-another-feature',
      comment:
        'A web feature stands alone: what two features share lives in src/components, src/hooks or src/lib. ' +
        'Only the app shell (src/app) puts features together.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'server-module-uses-another-modules-internals',
      comment:
        "A server module uses another module only through that module's service: its repository (SQL) and " +
        'routes (HTTP) are its own.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/.+[.](repository|routes)[.]ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    ...tableRules,
    {
      name: 'module-uses-schema-index',
      comment:
        'A module imports its tables from its own schema file (db/schema/<aggregate>.ts), so the rule on each ' +
        "file's owners (module-uses-another-modules-tables) sees which tables it reads; the index, which " +
        'holds them all, is for db/ and tests.',
      severity: 'error',
      from: { path: modulePath, pathNot: '[.]test[.]ts$' },
      to: { path: `${schemaPath}index[.]ts$` },
    },
    {
      name: 'module-uses-unowned-schema-file',
      comment: 'A schema file of tables is named in tablesOf (its owners) before a module imports it.',
      severity: 'error',
      from: { path: modulePath, pathNot: '[.]test[.]ts$' },
      to: {
        path: schemaPath,
        pathNot: `${schemaPath}(${Object.keys(tablesOf).map(literal).join('|')}|index[.]ts)$`,
      },
    },
    {
      name: 'service-uses-db-client',
      comment:
        'A service decides; it runs no SQL. Queries live in repositories (*.repository.ts) and db/: a service ' +
        'calls them with the transaction the scope helper (db/scope.ts, inScope) gave it. Types of the schema ' +
        'and the client may be imported.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/.+[.]service[.]ts$' },
      to: {
        path: ['(^|/)node_modules/drizzle-orm/', '^apps/server/src/db/(client[.]ts$|schema/)'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'service-uses-drizzle-types',
      comment:
        "Not even drizzle-orm's types: a service that builds a where-clause (SQL) runs SQL by proxy; it hands " +
        'its repository the values to filter by instead.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/.+[.]service[.]ts$' },
      to: { path: '(^|/)node_modules/drizzle-orm/', dependencyTypes: ['type-only'] },
    },
    {
      name: 'sql-outside-repository',
      comment:
        'Only repositories (*.repository.ts) and db/ run SQL: the other files of a module (placement, stock, ' +
        'workers, limits, routes) call its repository like its services do (services: service-uses-db-client).',
      severity: 'error',
      from: {
        path: '^apps/server/src/modules/',
        pathNot: '([.]repository|[.]service|[.]test)[.]ts$',
      },
      to: {
        path: ['(^|/)node_modules/drizzle-orm/', '^apps/server/src/db/(client[.]ts$|schema/)'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'route-uses-repository',
      comment:
        "Routes talk HTTP to services; a repository (SQL) is reached only through its module's services.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/.+[.]routes[.]ts$' },
      to: { path: '^apps/server/src/modules/.+[.]repository[.]ts$' },
    },
    {
      name: 'module-uses-guards',
      comment:
        'A route says who may call it (its audience, plugins/audiences.ts); only audiences.ts applies the ' +
        'guards, so no route picks or skips one of them by hand (decision 015).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/plugins/guards[.]ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // npm packages stay in the graph as leaves (doNotFollow), so rules can name one (drizzle-orm).
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
}
