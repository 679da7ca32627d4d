import nodemailer from 'nodemailer'
import { buildApp } from './app.ts'
import { openDatabase, resolveJwtSecret } from './bootstrap.ts'
import { loadConfig } from './config.ts'
import { analyzeEveryTable, keepStatisticsFresh } from './db/statistics.ts'
import { seedDemoOrders } from './demo/orders.ts'
import { DEMO_PASSWORD, DEMO_USER_EMAIL, seedDemoData } from './demo/seed.ts'
import { createDeliverySeal } from './modules/mail/delivery-seal.ts'
import { sealPlainDeliveryCopies } from './modules/mail/mail.service.ts'
import { startMailWorker } from './modules/mail/mail.worker.ts'
import { startupProblem } from './startup-problem.ts'

async function main() {
  const config = loadConfig()
  const jwtSecret = resolveJwtSecret(config)
  const database = await openDatabase(config)
  const app = await buildApp({ config: { ...config, jwtSecret }, database })
  const seal = createDeliverySeal(jwtSecret)
  // Emails a release before sealing kept with their links in plain text; a start on a full disk tries
  // again at the next start.
  await sealPlainDeliveryCopies(database.db, seal).catch((error: unknown) =>
    app.log.warn({ err: error }, 'sealing the emails kept with their links in plain text failed'),
  )

  const worker = config.smtpUrl
    ? startMailWorker({
        db: database.db,
        transport: nodemailer.createTransport(config.smtpUrl),
        from: config.mailFrom,
        log: app.log,
        seal,
      })
    : undefined

  const stopStatistics = keepStatisticsFresh(database, {
    onError: (error) => app.log.warn({ err: error }, 'refreshing planner statistics failed'),
  })

  app.addHook('onClose', async () => {
    stopStatistics()
    await worker?.stop()
    await database.close()
  })

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing the requests in flight')
    // Requests still running after the drain time are abandoned; a clean stop exits 0.
    const force = setTimeout(() => {
      app.log.error(
        { drainSeconds: config.shutdownTimeoutMs / 1000 },
        'requests were still running when the drain time ran out; exiting without waiting for them',
      )
      process.exit(1)
    }, config.shutdownTimeoutMs)
    force.unref()
    app.close().then(
      () => {
        app.log.info('stopped cleanly')
        process.exit(0)
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  const seeded = config.demoData ? await seedDemoData(database.db, { mediaDir: config.mediaDir }) : false
  // The demo's drafts and orders are made through the API, so their histories are the real ones. The
  // first request readies the app, after which no hook can be added: this comes after all of them.
  if (seeded) await seedDemoOrders(app, database.db, { email: DEMO_USER_EMAIL, password: DEMO_PASSWORD })

  await analyzeEveryTable(database)
  const address = await app.listen({ host: config.host, port: config.port })
  const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost')
  // The start-up banner is a log line like any other, so the log stays one JSON object per line; it is
  // shown whatever LOG_LEVEL says, unless the log is silenced.
  const banner = app.log.child({}, { level: config.logLevel === 'silent' ? 'silent' : 'info' })
  const storage = database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'
  banner.info({ url, database: storage, docs: `${url}/docs` }, `Lojista is running at ${url}`)
  if (config.demoData) {
    banner.info(
      { email: DEMO_USER_EMAIL, seededNow: seeded },
      `Demo sign-in: ${DEMO_USER_EMAIL} / ${DEMO_PASSWORD}${seeded ? ' (demo data loaded now)' : ''}`,
    )
  } else if (config.env === 'production') {
    banner.info('No demo account in production: set DEMO_DATA=true to load it into an empty database')
  }
}

main().catch((error: unknown) => {
  // Problems a person can fix get one line saying what to do; anything else keeps its stack.
  const known = startupProblem(error)
  process.stderr.write(
    known ??
      `Lojista failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  )
  process.stderr.write('\n')
  process.exit(1)
})
