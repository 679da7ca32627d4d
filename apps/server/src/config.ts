import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

/** Every setting the server reads from its environment; documented in the README's configuration table. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  MEDIA_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .default(12 * 60 * 60),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Lojista <no-reply@lojista.localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  DEMO_DATA: booleanFromEnv.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  WEB_DIST_DIR: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
})

export type Config = {
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  dataDir: string
  /** Uploaded product images, one directory per store. */
  mediaDir: string
  databaseUrl: string | undefined
  /** Filled in at start-up from JWT_SECRET or the secret kept in DATA_DIR. */
  jwtSecret: string | undefined
  sessionTtlSeconds: number
  smtpUrl: string | undefined
  mailFrom: string
  publicUrl: string
  demoData: boolean
  logLevel: string
  trustProxy: boolean
  webDistDir: string
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    mediaDir: e.MEDIA_DIR ?? join(e.DATA_DIR, 'media'),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    // Demo accounts have a published password: never on by default against a real PostgreSQL.
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR,
  }
}
