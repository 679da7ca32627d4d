import type { PartySummary } from '@lojista/contracts/party/party'
import { useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { useCustomerPrivacyT } from '@/components/customers/privacy/privacy-i18n'
import { ListRow, RowLink } from '@/components/list/list-table'
import { customerLabel } from '@/components/pickers/customer-picker'
import { Badge } from '@/components/ui/badge'
import { Checkbox } from '@/components/ui/checkbox'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatDate } from '@/lib/format'
import { countryName } from '@/lib/format/display-names'

/** Tags shown in a row before the rest are summed up as "+N". */
const VISIBLE_TAGS = 3

interface CustomersTableProps {
  customers: readonly PartySummary[]
  selected: ReadonlySet<string>
  onSelectedChange: (selected: Set<string>) => void
}

const primary = (party: PartySummary, type: 'email' | 'phone') =>
  party.contacts.find((contact) => contact.type === type && contact.isPrimary)?.value ??
  party.contacts.find((contact) => contact.type === type)?.value ??
  ''

function location(party: PartySummary): string {
  const address = party.defaultShippingAddress
  if (!address) return ''
  return [address.city, address.provinceCode, countryName(address.countryCode)].filter(Boolean).join(', ')
}

/** The header and rows of the customers list (inside its ListView's table). */
export function CustomersTable({ customers, selected, onSelectedChange }: CustomersTableProps) {
  const t = useCustomersT()
  const privacyT = useCustomerPrivacyT()
  const allSelected = customers.length > 0 && customers.every((party) => selected.has(party.id))
  const someSelected = customers.some((party) => selected.has(party.id))

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected)
    if (on) next.add(id)
    else next.delete(id)
    onSelectedChange(next)
  }

  return (
    <>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-10 pl-4">
            <Checkbox
              aria-label={t('list.selectAll')}
              checked={allSelected ? true : someSelected ? 'indeterminate' : false}
              disabled={customers.length === 0}
              onCheckedChange={(checked) =>
                onSelectedChange(checked === true ? new Set(customers.map((party) => party.id)) : new Set())
              }
            />
          </TableHead>
          <TableHead>{t('list.columns.name')}</TableHead>
          <TableHead>{t('list.columns.email')}</TableHead>
          <TableHead>{t('list.columns.phone')}</TableHead>
          <TableHead>{t('list.columns.location')}</TableHead>
          <TableHead>{t('list.columns.tags')}</TableHead>
          <TableHead>{t('list.columns.loyalty')}</TableHead>
          <TableHead>{t('list.columns.since')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {customers.map((party) => {
          const name = party.erasedAt ? privacyT('erasedCustomer') : customerLabel(party) || t('list.unnamed')
          return (
            <ListRow
              key={party.id}
              to={`/customers/${party.id}`}
              data-state={selected.has(party.id) ? 'selected' : undefined}
            >
              <TableCell className="pl-4">
                <Checkbox
                  aria-label={t('list.selectOne', { name })}
                  checked={selected.has(party.id)}
                  onCheckedChange={(checked) => toggle(party.id, checked === true)}
                />
              </TableCell>
              <TableCell>
                <div className="flex items-center gap-2">
                  <RowLink>{name}</RowLink>
                  {party.status === 'archived' && (
                    <Badge variant="secondary">{t('list.archivedBadge')}</Badge>
                  )}
                </div>
                {party.company && <div className="text-muted-foreground text-xs">{party.company}</div>}
              </TableCell>
              <TableCell>{primary(party, 'email')}</TableCell>
              <TableCell>{primary(party, 'phone')}</TableCell>
              <TableCell className="min-w-36 whitespace-normal">{location(party)}</TableCell>
              <TableCell className="min-w-44 whitespace-normal">
                <div className="flex flex-wrap gap-1">
                  {party.tags.slice(0, VISIBLE_TAGS).map((tag) => (
                    <Badge key={tag} variant="outline">
                      {tag}
                    </Badge>
                  ))}
                  {party.tags.length > VISIBLE_TAGS && (
                    <Badge variant="outline">+{party.tags.length - VISIBLE_TAGS}</Badge>
                  )}
                </div>
              </TableCell>
              <TableCell>
                {[
                  party.tier,
                  party.loyaltyPoints != null ? t('list.points', { points: party.loyaltyPoints }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </TableCell>
              <TableCell>{formatDate(party.createdAt)}</TableCell>
            </ListRow>
          )
        })}
      </TableBody>
    </>
  )
}
