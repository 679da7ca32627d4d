import { defineConfig } from 'drizzle-kit'

// Used only to generate SQL migrations from the schema; the server applies them itself (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
})
