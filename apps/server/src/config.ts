import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

const IPV4_OR_CIDR = /^(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?$/
const IPV6_OR_CIDR = /^[0-9a-f:]+(\/\d{1,3})?$/i

/**
 * Whom to believe about the client's address. Trusting any X-Forwarded-For would let a client name
 * whatever address it likes (and so slip past the sign-in limits), so only a count of proxies in front
 * (the address that many hops from the right is the client) or the proxies' own addresses are taken.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false
    if (/^\d+$/.test(value)) {
      const hops = Number(value)
      if (hops <= 10) return hops
    } else if (value !== 'true') {
      const addresses = value.split(',').map((part) => part.trim())
      if (addresses.every((part) => IPV4_OR_CIDR.test(part) || IPV6_OR_CIDR.test(part))) return addresses
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'set the number of proxies in front of the server (e.g. 1), or their addresses (e.g. 10.0.0.0/8,192.168.1.5); ' +
        '"true" would believe any X-Forwarded-For a client sends',
    })
    return z.NEVER
  })

function urlWithProtocols(protocols: string[], example: string) {
  return z
    .string()
    .url()
    .refine((value) => protocols.includes(new URL(value).protocol), {
      message: `must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')} (e.g. ${example})`,
    })
}

/** Every setting the server reads from its environment; documented in the README's configuration table. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user@host:5432/db').optional(),
  MEDIA_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .default(12 * 60 * 60),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:pass@host:587').optional(),
  MAIL_FROM: z.string().default('Lojista <no-reply@lojista.localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  DEMO_DATA: booleanFromEnv.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema.default(false),
  /** Requests a minute one token (or, without one, one address) may send to the API; 0 turns it off. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(1200),
  /** Emails a store may send its customers in any hour (invoices, quotes, recovery emails). */
  EMAIL_CAP_PER_STORE_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** When set, /metrics answers only a scrape that sends it as a bearer token. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /**
   * Free space (MiB) kept on the disks the server writes to (DATA_DIR, MEDIA_DIR): at or below it, changes
   * answer 503 "Storage full" while reads go on. 0 refuses only once a disk is completely full.
   */
  DISK_RESERVE_MB: z.coerce.number().int().min(0).max(1_000_000).default(64),
  /** How long in-flight requests may take to finish after SIGTERM before the process gives up on them. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** Adds Server-Timing: db;desc="N statements" to every answer (the benchmark reads it). */
  SERVER_TIMING: booleanFromEnv.optional(),
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
  /** false, a number of proxies in front, or the proxies' addresses. */
  trustProxy: false | number | string[]
  webDistDir: string
  shutdownTimeoutMs: number
  metricsToken: string | undefined
  rateLimitPerMinute: number
  /** Free bytes kept on the data and media disks; writes are refused at or below it. */
  diskReserveBytes: number
  emailCapPerStorePerHour: number
  serverTiming: boolean
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
    // Demo accounts have a published password: never on by default against a real PostgreSQL, nor in
    // production, where only an explicit DEMO_DATA=true loads them.
    demoData: e.DEMO_DATA ?? (!e.DATABASE_URL && e.NODE_ENV !== 'production'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    diskReserveBytes: e.DISK_RESERVE_MB * 1024 * 1024,
    emailCapPerStorePerHour: e.EMAIL_CAP_PER_STORE_PER_HOUR,
    serverTiming: e.SERVER_TIMING ?? false,
  }
}
