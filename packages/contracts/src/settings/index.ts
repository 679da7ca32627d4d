export * from './general.ts'
export * from './general-form.ts'
