import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Staff accounts. Global: one person signs in once and works in every store they belong to. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Stored lower-cased and trimmed, so the unique constraint is case-insensitive in effect.
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  avatarUrl: text('avatar_url'),
  /** When the owner of the address opened the link emailed at sign-up; until then no email goes to customers. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One row per sign-in; a token is only honoured while its session is neither revoked nor expired. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/** The columns of a table of one-time tokens the product emails: only a SHA-256 of each token is kept. */
function emailedTokenColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  }
}

/** Password reset links, valid one hour. */
export const passwordResetTokens = pgTable('password_reset_tokens', emailedTokenColumns(), (t) => [
  index('password_reset_tokens_user_idx').on(t.userId),
])

/** Email verification links, emailed at sign-up (and again on request). */
export const emailVerificationTokens = pgTable('email_verification_tokens', emailedTokenColumns(), (t) => [
  index('email_verification_tokens_user_idx').on(t.userId),
])

/**
 * Attempts the auth module limits, one row each, by key: failed sign-ins ('sign-in:ip:<address>',
 * 'sign-in:account:<email>', 'sign-in:account-ip:<email> <address>'), password reset requests and
 * confirmations, verification emails asked for again. Kept in the database rather than in memory so
 * that the limits hold across several API processes.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_attempts_key_idx').on(t.key, t.at)],
)

/**
 * A person's authenticator key (TOTP), kept sealed (lib/sealed-text.ts): the row exists from the moment
 * they start setting it up, and two-factor authentication is on once `enabled_at` is set, after they
 * typed a code their app made from it.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The time step of the last code accepted: a code is never accepted twice. */
  lastTimeStep: integer('last_time_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The one-time codes that stand in for the authenticator, ten at a time; only a keyed hash of each is kept. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId, t.codeHash)],
)

/**
 * A sign-in whose password was right, waiting for the second factor: a few minutes to give it, once.
 * Only a SHA-256 of the challenge handed to the browser is kept.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_challenges_user_idx').on(t.userId)],
)
