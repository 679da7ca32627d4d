import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.message
    throw error
  }
  throw new Error('the configuration was accepted')
}

describe('configuration', () => {
  it('refuses a database URL that is not PostgreSQL and a mail URL that is not SMTP, with one clear line each', () => {
    expect(configError({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/lojista' })).toMatch(
      /DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//,
    )
    expect(configError({ SMTP_URL: 'http://mail.example.com' })).toMatch(
      /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
    )
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db', SMTP_URL: 'smtps://u:p@h:465' })).toMatchObject({
      databaseUrl: 'postgresql://u@h/db',
      smtpUrl: 'smtps://u:p@h:465',
    })
  })

  it('believes X-Forwarded-For only from a number of proxies or from their addresses, never from anyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
    ])
    expect(configError({ TRUST_PROXY: 'true' })).toMatch(/TRUST_PROXY: set the number of proxies/)
    expect(configError({ TRUST_PROXY: 'everyone' })).toMatch(/TRUST_PROXY/)
  })

  it('loads the demo account in production only when asked to explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).demoData).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(true)
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demoData).toBe(false)
  })
  it('caps the emails a store sends in an hour at 200 unless told otherwise, and refuses a cap of nothing', () => {
    expect(loadConfig({}).emailCapPerStorePerHour).toBe(200)
    expect(loadConfig({ EMAIL_CAP_PER_STORE_PER_HOUR: '50' }).emailCapPerStorePerHour).toBe(50)
    for (const value of ['0', '-5', '2.5', 'many']) {
      expect(configError({ EMAIL_CAP_PER_STORE_PER_HOUR: value })).toMatch(/EMAIL_CAP_PER_STORE_PER_HOUR: /)
    }
  })
})
