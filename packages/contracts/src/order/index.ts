export * from './api.ts'
export * from './calculate.ts'
export * from './messages.ts'
export * from './rounding.ts'
