// The Pix "copia e cola" code and QR payload: a BR Code, the Central Bank's profile of the EMV merchant
// QR format (EMV MPM). Each field is written as ID (2 digits), length (2 digits) and value; the code ends
// with a CRC16 of everything before it. A static code carries the store's key, name and city, the amount
// and an id the store reads on its statement to match the payment to the order (the txid).
//
// Written here rather than taken from a package: the maintained ones take the amount as a floating
// number, which this project never uses for money, and need a newer Node than the project runs.

/** The Pix application id inside the merchant account field (26). */
const PIX_GUI = 'br.gov.bcb.pix'
/** Field 59 and 60 limits of the BR Code manual. */
export const PIX_MERCHANT_NAME_MAX = 25
export const PIX_MERCHANT_CITY_MAX = 15
/** A static code's txid: up to 25 letters and digits; '***' when there is none. */
export const PIX_TXID_MAX = 25

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`)
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/**
 * CRC16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), as the BR Code manual asks, in four capital hex
 * digits. The input is ASCII (see `brCodeText`), so its characters are its bytes.
 */
export function crc16(text: string): string {
  let crc = 0xffff
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/**
 * A name or city as banks' apps read it: without accents and in plain ASCII ('São Paulo' → 'Sao Paulo'),
 * cut to the field's length. Lengths in the code count characters, so anything else would miscount.
 */
export function brCodeText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max)
    .trim()
}

/**
 * The txid for an order: the letters and digits of its name ('PED-1002' → 'PED1002'), at most 25, so
 * the store finds the order from the payment on its statement.
 */
export function pixTxid(orderName: string): string {
  const txid = orderName.replace(/[^A-Za-z0-9]/g, '').slice(0, PIX_TXID_MAX)
  return txid || '***'
}

export interface PixBrCodeInput {
  /** The store's Pix key as the bank registered it (an email, +55 phone, CPF/CNPJ digits or random key). */
  key: string
  merchantName: string
  merchantCity: string
  /** A decimal string ('123.45'); none or '0.00' lets the payer type the amount. */
  amount?: string
  txid?: string
}

/** The BR Code of a static Pix charge: the copy-and-paste text, and what the QR code holds. */
export function pixBrCode({ key, merchantName, merchantCity, amount, txid }: PixBrCodeInput): string {
  const account = field('00', PIX_GUI) + field('01', key)
  const payload =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    (amount && !/^0+(\.0+)?$/.test(amount) ? field('54', amount) : '') +
    field('58', 'BR') +
    field('59', brCodeText(merchantName, PIX_MERCHANT_NAME_MAX)) +
    field('60', brCodeText(merchantCity, PIX_MERCHANT_CITY_MAX)) +
    field('62', field('05', txid || '***')) +
    '6304'
  return payload + crc16(payload)
}
