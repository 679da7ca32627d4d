// Starts the built server for the browser tests. On PostgreSQL (DATABASE_URL set) the server gets a
// database of its own, created here and dropped when it stops: the API tests fill the database they
// share, and the demo account, which the store-switching test signs in with, loads only into an empty one.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import pg from 'pg'

const sharedUrl = process.env.DATABASE_URL
let ownUrl
let ownName
if (sharedUrl) {
  ownName = `lojista_e2e_${randomBytes(6).toString('hex')}`
  await adminQuery(`CREATE DATABASE ${ownName}`)
  const url = new URL(sharedUrl)
  url.pathname = `/${ownName}`
  ownUrl = url.toString()
}

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, ...(ownUrl ? { DATABASE_URL: ownUrl } : {}) },
})

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: sharedUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

// Playwright stops this process with a signal when the run ends: the server is stopped, then its
// database dropped.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal))
server.on('exit', async (code, signal) => {
  if (ownName) await adminQuery(`DROP DATABASE IF EXISTS ${ownName} WITH (FORCE)`).catch(() => {})
  process.exit(code ?? (signal ? 1 : 0))
})
