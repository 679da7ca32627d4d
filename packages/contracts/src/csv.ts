/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF (LF alone is read too), fields
 * with a comma, quote or line break in double quotes, a quote inside doubled. A leading byte order mark
 * is dropped. Pure functions: the browser parses a file before sending it in batches, the server writes
 * exports with the same rules.
 */

export class CsvError extends Error {
  constructor(
    message: string,
    /** 1-based line where the problem starts. */
    readonly line: number,
  ) {
    super(`${message} (line ${line})`)
  }
}

/** Every record as an array of fields. A trailing line break does not make an empty record. */
export function parseCsv(text: string): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  let fieldStarted = false
  let line = 1
  let quoteLine = 1
  let i = 0
  while (i < input.length) {
    const char = input[i]
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"'
          i += 2
          continue
        }
        quoted = false
        i += 1
        const next = input[i]
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
          throw new CsvError('Unexpected text after a closing quote', line)
        }
        continue
      }
      if (char === '\n') line += 1
      field += char
      i += 1
      continue
    }
    if (char === '"' && !fieldStarted) {
      quoted = true
      fieldStarted = true
      quoteLine = line
      i += 1
    } else if (char === ',') {
      record.push(field)
      field = ''
      fieldStarted = false
      i += 1
    } else if (char === '\r' || char === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      fieldStarted = false
      i += char === '\r' && input[i + 1] === '\n' ? 2 : 1
      line += 1
    } else {
      field += char
      fieldStarted = true
      i += 1
    }
  }
  if (quoted) throw new CsvError('A quoted field is not closed', quoteLine)
  if (fieldStarted || record.length > 0) {
    record.push(field)
    records.push(record)
  }
  return records
}

/**
 * Quoted when it holds a quote, a line break or anything a spreadsheet may split on (comma, semicolon,
 * tab, pipe): a spreadsheet that splits on ';' would otherwise read "x;=1+1" as two cells, the second a
 * formula. Quoted, the whole text is one cell whatever the separator.
 */
function csvField(value: string): string {
  return /[",;\t|\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/** Records to CSV text with CRLF line ends (and one after the last record). */
export function toCsv(records: readonly (readonly string[])[]): string {
  return records.map((record) => `${record.map(csvField).join(',')}\r\n`).join('')
}

// Spreadsheets run a cell that starts with = + - @ (or a tab or CR) as a formula. Exports put a quote
// mark before such text; imports take exactly one off again, so the text survives a round trip.
const FORMULA_START = /^'*[=+\-@\t\r]/

/** Makes text safe to open in a spreadsheet. Plain numbers ("-5", "-0.5") stay as they are. */
export function protectCsvFormula(value: string): string {
  if (/^-?\d+(\.\d+)?$/.test(value)) return value
  return FORMULA_START.test(value) ? `'${value}` : value
}

/** Undoes protectCsvFormula. */
export function unprotectCsvFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value
}

/**
 * A parsed table (first record the header) to records keyed by column name: record i is line i + 2 of
 * the file when no field spans lines. Columns without a header name are left out.
 */
export function csvRecords(table: readonly (readonly string[])[]): Record<string, string>[] {
  const [header, ...rest] = table
  if (!header) return []
  const names = header.map((name) => name.trim())
  return rest.map((fields) => {
    const values: Record<string, string> = {}
    names.forEach((name, column) => {
      if (name) values[name] = fields[column] ?? ''
    })
    return values
  })
}
