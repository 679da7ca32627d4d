import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { openPglite } from '../src/db/client.ts'

// The API document and the TypeScript types a client generates from it, written for other tools:
//   npm run api:types -w @lojista/server [-- <directory>]
// writes <directory>/openapi.json and <directory>/api-types.ts (default: apps/server/dist/api). Both
// are build output, made from the code whenever they are needed, and never committed (decision 011).

/** The types openapi-typescript makes of the document: `paths`, `operations` and `components`. */
export async function apiTypes(document: object): Promise<string> {
  return astToString(await openapiTS(document as OpenAPI3, { silent: true }))
}

/** The document the server publishes at /v1/openapi.json, from an app on a throwaway database. */
async function publishedDocument(): Promise<object> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lojista-api-types-'))
  const database = await openPglite(undefined)
  const app = await buildApp({
    config: {
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
      jwtSecret: 'only-for-writing-the-api-document-xxxxxxxx',
      webDistDir: '/nonexistent',
    },
    database,
    logger: false,
  })
  try {
    await app.ready()
    return (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json()
  } finally {
    await app.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const directory = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist/api', import.meta.url)))
  const document = await publishedDocument()
  mkdirSync(directory, { recursive: true })
  writeFileSync(join(directory, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`)
  writeFileSync(join(directory, 'api-types.ts'), await apiTypes(document))
  console.log(`Wrote ${join(directory, 'openapi.json')} and ${join(directory, 'api-types.ts')}`)
}
