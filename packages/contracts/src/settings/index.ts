export * from './general.ts'
export * from './general-form.ts'
export * from './payments.ts'
export * from './pix-br-code.ts'
