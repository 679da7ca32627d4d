export * from './lookup.ts'
