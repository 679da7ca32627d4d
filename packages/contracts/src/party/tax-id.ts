// Brazilian tax ids: CPF (people, 11 digits) and CNPJ (companies, 14 characters). Both end in two check
// digits computed modulo 11. Since 2026 a CNPJ's first 12 characters may also be letters (Receita
// Federal's alphanumeric CNPJ): a character counts as its character code minus 48, so digits keep their value.

const CPF_LENGTH = 11
const CNPJ_LENGTH = 14

/** Removes punctuation and spaces and upper-cases letters: "123.456.789-09" -> "12345678909". */
export function normalizeTaxId(input: string): string {
  return input.replace(/[^0-9a-z]/gi, '').toUpperCase()
}

function value(character: string): number {
  return character.charCodeAt(0) - 48
}

/** The check digit for `base` with the given weights: 11 minus the remainder, or 0 when that is 10 or 11. */
function checkDigit(base: string, weights: readonly number[]): number {
  let sum = 0
  for (let index = 0; index < weights.length; index += 1) sum += value(base[index]!) * weights[index]!
  const remainder = sum % 11
  return remainder < 2 ? 0 : 11 - remainder
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2] as const
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2] as const
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const

/** A repeated character ("111.111.111-11") passes the arithmetic but is never issued. */
function isRepeated(text: string): boolean {
  return /^(.)\1*$/.test(text)
}

/** Completes 9 digits into a CPF by appending its two check digits. */
export function completeCpf(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new RangeError('A CPF base has 9 digits')
  const first = checkDigit(base, CPF_WEIGHTS_1)
  const withFirst = `${base}${first}`
  return `${withFirst}${checkDigit(withFirst, CPF_WEIGHTS_2)}`
}

/** Completes 12 characters (digits, or upper-case letters for the alphanumeric CNPJ) into a CNPJ. */
export function completeCnpj(base: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new RangeError('A CNPJ base has 12 digits or capital letters')
  const first = checkDigit(base, CNPJ_WEIGHTS_1)
  const withFirst = `${base}${first}`
  return `${withFirst}${checkDigit(withFirst, CNPJ_WEIGHTS_2)}`
}

/** Whether the text (punctuation allowed) is a CPF with correct check digits. */
export function isValidCpf(input: string): boolean {
  const cpf = normalizeTaxId(input)
  if (!/^\d{11}$/.test(cpf) || isRepeated(cpf)) return false
  return completeCpf(cpf.slice(0, 9)) === cpf
}

/** Whether the text (punctuation allowed) is a CNPJ, numeric or alphanumeric, with correct check digits. */
export function isValidCnpj(input: string): boolean {
  const cnpj = normalizeTaxId(input)
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || isRepeated(cnpj)) return false
  return completeCnpj(cnpj.slice(0, 12)) === cnpj
}

/** A CPF or a CNPJ: which one is told by the length once normalised. */
export function isValidTaxId(input: string): boolean {
  const normalized = normalizeTaxId(input)
  if (normalized.length === CPF_LENGTH) return isValidCpf(normalized)
  if (normalized.length === CNPJ_LENGTH) return isValidCnpj(normalized)
  return false
}

/** The usual written form: "123.456.789-09" or "12.345.678/0001-95"; anything else is returned as is. */
export function formatTaxId(input: string): string {
  const id = normalizeTaxId(input)
  if (id.length === CPF_LENGTH) return `${id.slice(0, 3)}.${id.slice(3, 6)}.${id.slice(6, 9)}-${id.slice(9)}`
  if (id.length === CNPJ_LENGTH)
    return `${id.slice(0, 2)}.${id.slice(2, 5)}.${id.slice(5, 8)}/${id.slice(8, 12)}-${id.slice(12)}`
  return input
}
