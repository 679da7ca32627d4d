// Which folders may use which: the boundaries that keep features and modules independent, checked by
// `npm run lint` (dependency-cruiser resolves every import, relative or aliased, before judging it).
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
