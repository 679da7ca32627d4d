export * from './checkout.ts'
export * from './orders.ts'
export * from './outbox.ts'
export * from './timeline.ts'
