export * from './resolve.ts'
export * from './rules.ts'
export * from './settings.ts'
export * from './settings-form.ts'
