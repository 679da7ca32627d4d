import nodemailer from 'nodemailer'
import { buildApp } from './app.ts'
import { openDatabase, resolveJwtSecret } from './bootstrap.ts'
import { ConfigError, loadConfig } from './config.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'
import { keepStatisticsFresh } from './db/statistics.ts'
import { DEMO_PASSWORD, DEMO_USER_EMAIL, seedDemoData } from './demo/seed.ts'
import { startMailWorker } from './modules/mail/mail.worker.ts'

const SHUTDOWN_GRACE_MS = 10_000

async function main() {
  const config = loadConfig()
  const jwtSecret = resolveJwtSecret(config)
  const database = await openDatabase(config)
  const app = await buildApp({ config: { ...config, jwtSecret }, database })

  const seeded = config.demoData ? await seedDemoData(database.db, { mediaDir: config.mediaDir }) : false
  const worker = config.smtpUrl
    ? startMailWorker({
        db: database.db,
        transport: nodemailer.createTransport(config.smtpUrl),
        from: config.mailFrom,
        log: app.log,
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
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  const address = await app.listen({ host: config.host, port: config.port })
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost')
  const lines = [
    '',
    `  Lojista is running at ${shown}`,
    `  Database: ${database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
    `  API docs: ${shown}/docs`,
  ]
  if (config.demoData) {
    lines.push(
      `  Demo sign-in: ${DEMO_USER_EMAIL} / ${DEMO_PASSWORD}${seeded ? ' (demo data loaded now)' : ''}`,
    )
  }
  process.stdout.write(`${lines.join('\n')}\n\n`)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`)
  } else {
    process.stderr.write(
      `Lojista failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    )
  }
  process.exit(1)
})
