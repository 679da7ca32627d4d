import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { openPglite } from '/work/main/apps/server/src/db/client.ts'
import { migrate } from '/work/main/apps/server/src/db/migrate.ts'
let t=performance.now()
const d = await openPglite(undefined)
console.log('open', performance.now()-t); t=performance.now()
await migrate(d)
console.log('migrate', performance.now()-t); t=performance.now()
const c = (d.db as any).$client as PGlite
const blob = await c.dumpDataDir('none')
console.log('dump', performance.now()-t, blob.size); t=performance.now()
const c2 = await PGlite.create({ loadDataDir: blob, extensions: { pg_trgm } })
console.log('load', performance.now()-t); t=performance.now()
console.log((await c2.query('select count(*) from tenants')).rows)
