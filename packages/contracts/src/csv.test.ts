import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CsvError, csvRecords, parseCsv, protectCsvFormula, toCsv, unprotectCsvFormula } from './csv.ts'

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, commas and line breaks inside quotes, CRLF and LF', () => {
    const text = 'Handle,Title\r\ncamiseta,"Camiseta ""Básica"", algodão"\r\nvaso,"Vaso\r\nde barro"\nx,\n'
    expect(parseCsv(text)).toEqual([
      ['Handle', 'Title'],
      ['camiseta', 'Camiseta "Básica", algodão'],
      ['vaso', 'Vaso\r\nde barro'],
      ['x', ''],
    ])
  })

  it('drops a byte order mark and keeps empty fields and a last record without a line break', () => {
    expect(parseCsv('\uFEFFa,,c\r\n,,')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ])
    expect(parseCsv('')).toEqual([])
  })

  it('refuses an unclosed quote and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a\r\n"open,b')).toThrow(new CsvError('A quoted field is not closed', 2))
    expect(() => parseCsv('"a"b,c')).toThrow(CsvError)
  })

  it('reads back whatever it writes', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'é', ',', '"', '\r', '\n', ' ', '1') })
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          expect(parseCsv(toCsv(rows))).toEqual(rows)
        },
      ),
    )
  })
})

describe('csvRecords', () => {
  it('keys fields by the header and leaves out unnamed columns', () => {
    expect(csvRecords([['Handle', ' Title ', ''], ['a', 'A', 'x'], ['b']])).toEqual([
      { Handle: 'a', Title: 'A' },
      { Handle: 'b', Title: '' },
    ])
  })
})

describe('spreadsheet formulas', () => {
  it('are defused on export and restored on import, leaving plain numbers alone', () => {
    for (const value of ['=SUM(A1)', '+55 11', '@x', "'=already", '-', 'plain', '-5', '-0.5', '']) {
      expect(unprotectCsvFormula(protectCsvFormula(value))).toBe(value)
    }
    expect(protectCsvFormula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")')
    expect(protectCsvFormula('-12.50')).toBe('-12.50')
  })

  /** A spreadsheet's reading of one exported line when it splits on `separator` and honours quotes. */
  function cellsOf(line: string, separator: string): string[] {
    const cells: string[] = []
    let cell = ''
    let quoted = false
    for (let index = 0; index < line.length; index++) {
      const char = line[index]
      if (char === '"') {
        if (quoted && line[index + 1] === '"') {
          cell += '"'
          index++
        } else quoted = !quoted
      } else if (char === separator && !quoted) {
        cells.push(cell)
        cell = ''
      } else cell += char
    }
    return [...cells, cell]
  }

  it('leave no cell a spreadsheet would run, whatever separator it splits on', () => {
    const values = ['x;=1+1;', 'a|@cmd', 'b\t+1', 'c,=2', '=SUM(A1)', "a'; -2+3", 'ok']
    const line = toCsv([values.map(protectCsvFormula)]).trimEnd()
    for (const separator of [',', ';', '\t', '|']) {
      for (const cell of cellsOf(line, separator)) {
        expect(cell, `${separator} ${cell}`).not.toMatch(/^[=+\-@]/)
      }
    }
    expect(parseCsv(toCsv([values.map(protectCsvFormula)]))[0]?.map(unprotectCsvFormula)).toEqual(values)
  })
})
