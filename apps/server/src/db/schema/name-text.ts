import { customType } from 'drizzle-orm/pg-core'

/**
 * A name people read in a sorted list. It sorts alphabetically with accents beside their letter
 * ("alberto", "Álvaro", "Bruno", "Édson", "Zé"), where the databases' byte order would put every accented
 * name after "Z". Migration 0010 makes the collation; docs/decisions/006-names-sort-alphabetically.md says why.
 */
export const nameText = customType<{ data: string }>({ dataType: () => 'text COLLATE "name_order"' })
