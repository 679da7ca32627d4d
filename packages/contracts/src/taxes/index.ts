export * from './resolve.ts'
export * from './settings.ts'
