import { describe, expect, it } from 'vitest'
import { brCodeText, crc16, pixBrCode, pixTxid } from './pix-br-code.ts'

describe('Pix BR Code', () => {
  it("writes the Central Bank manual's example, CRC 1D3D included", () => {
    // The static example of the BR Code manual (Manual de Padrões para Iniciação do Pix).
    expect(
      pixBrCode({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR' +
        '5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    )
  })

  it('carries the amount and the txid, accents written plainly, as other encoders write it', () => {
    // The same charge as written by another published encoder (pix-utils), which upper-cases the names.
    expect(
      pixBrCode({
        key: 'maria@example.com',
        merchantName: 'LOJA DA MARIA',
        merchantCity: 'SÃO PAULO',
        amount: '123.45',
        txid: 'PED1002',
      }),
    ).toBe(
      '00020126390014br.gov.bcb.pix0117maria@example.com5204000053039865406123.455802BR' +
        '5913LOJA DA MARIA6009SAO PAULO62110507PED10026304BE3C',
    )
  })

  it('computes CRC16/CCITT-FALSE (check value 29B1 for 123456789)', () => {
    expect(crc16('123456789')).toBe('29B1')
  })

  it('leaves the amount out when there is none, so the payer types it', () => {
    const code = pixBrCode({ key: 'a@b.co', merchantName: 'A', merchantCity: 'B', amount: '0.00' })
    expect(code).not.toContain('5404')
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)))
  })

  it('cuts names and cities to their fields and keeps them ASCII', () => {
    expect(brCodeText('Doceria Pão de Açúcar da Vila Madalena', 25)).toBe('Doceria Pao de Acucar da')
    expect(brCodeText('São José dos Campos', 15)).toBe('Sao Jose dos Ca')
  })

  it("makes the txid from the order's name", () => {
    expect(pixTxid('#1001')).toBe('1001')
    expect(pixTxid('PED-1002/SP')).toBe('PED1002SP')
    expect(pixTxid('---')).toBe('***')
    expect(pixTxid('A'.repeat(30))).toHaveLength(25)
  })
})
