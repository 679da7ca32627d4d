export * from './postal-codes.ts'
export * from './select-rates.ts'
export * from './shipping.ts'
export * from './shipping-forms.ts'
