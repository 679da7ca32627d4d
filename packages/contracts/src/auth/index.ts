export * from './account-sessions.ts'
export * from './messages.ts'
export * from './requests.ts'
export * from './session.ts'
