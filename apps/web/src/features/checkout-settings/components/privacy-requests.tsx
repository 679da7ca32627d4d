import type { PartySummary } from '@lojista/contracts/party/party'
import { useQueryClient } from '@tanstack/react-query'
import { ShieldCheckIcon } from 'lucide-react'
import { useState } from 'react'
import {
  EraseCustomerButton,
  ExportCustomerDataButton,
} from '@/components/customers/privacy/customer-privacy-actions'
import { useCustomerPrivacyT } from '@/components/customers/privacy/privacy-i18n'
import { EmptyState } from '@/components/layout/page-frame'
import { ListRow, RowLink } from '@/components/list/list-table'
import { ListView } from '@/components/list/list-view'
import { CustomerPicker, customerLabel } from '@/components/pickers/customer-picker'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useListQuery } from '@/hooks/use-list-query'
import { useListState } from '@/hooks/use-list-state'
import { useCan } from '@/lib/auth/permissions'
import { formatDateTime } from '@/lib/format'
import { listParam, listSchema, pageRequest } from '@/lib/list-params'
import { invalidateAll, useQueryKeys } from '@/lib/query-keys'
import { searchPrivacyRequests } from '../api/checkout-settings-api'

// Settings → Customer privacy, below what the store says it keeps: a customer's data requests (export,
// erasure) and the store's past ones.

const PAGE_SIZE = 10
const requestListParams = listSchema({ q: listParam.text() })

/** Pick a customer, then download their data or erase it. */
export function CustomerRequestsCard() {
  const t = useCustomerPrivacyT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const [customer, setCustomer] = useState<PartySummary | null>(null)
  const canExport = useCan('customers.export')
  const canErase = useCan('customers.delete')
  const refresh = () => void invalidateAll(queryClient, keys.affectedBy.customerErasure)
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('requests.title')}</CardTitle>
        <CardDescription>{t('requests.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <Label id="privacy-customer-label">{t('requests.customer')}</Label>
          <CustomerPicker aria-labelledby="privacy-customer-label" value={customer} onChange={setCustomer} />
        </div>
        {customer && (
          <div className="flex flex-wrap gap-2">
            {canExport && <ExportCustomerDataButton customerId={customer.id} onExported={refresh} />}
            {canErase && (
              <EraseCustomerButton
                customerId={customer.id}
                name={customerLabel(customer)}
                onErased={() => {
                  setCustomer(null)
                  refresh()
                }}
              />
            )}
          </div>
        )}
      </CardContent>
    </Card>
  )
}

/** The store's exports and erasures, newest first; an erased customer is named as such. */
export function PrivacyRequestsList() {
  const t = useCustomerPrivacyT()
  const keys = useQueryKeys()
  const list = useListState(requestListParams)
  const { params, page } = list
  const request = { query: params.q.replace(/:/g, ' ').trim(), ...pageRequest(page, PAGE_SIZE) }
  const query = useListQuery(keys.privacyRequests.list(request), (signal) =>
    searchPrivacyRequests(request, signal),
  )
  const requests = query.data?.edges.map((edge) => edge.node) ?? []
  return (
    <section className="grid gap-3" aria-labelledby="privacy-requests-title">
      <h2 id="privacy-requests-title" className="font-semibold text-base">
        {t('requests.listTitle')}
      </h2>
      <ListView
        name="privacy-requests"
        list={list}
        query={query}
        rows={requests.length}
        search={{ label: t('requests.searchLabel'), placeholder: t('requests.searchPlaceholder') }}
        loadFailed={t('requests.loadFailed')}
        noMatch={{ title: t('requests.noMatchTitle') }}
        empty={
          <EmptyState icon={ShieldCheckIcon} title={t('requests.emptyTitle')}>
            {t('requests.emptyBody')}
          </EmptyState>
        }
        pageSize={PAGE_SIZE}
      >
        <TableHeader>
          <TableRow>
            <TableHead>{t('requests.columns.request')}</TableHead>
            <TableHead>{t('requests.columns.customer')}</TableHead>
            <TableHead>{t('requests.columns.by')}</TableHead>
            <TableHead>{t('requests.columns.date')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {requests.map((entry) => (
            <ListRow key={entry.id} to={entry.customer.id ? `/customers/${entry.customer.id}` : '/customers'}>
              <TableCell>
                <RowLink>{t(`requests.kind.${entry.kind}`)}</RowLink>
              </TableCell>
              <TableCell>{entry.customer.name ?? t('erasedCustomer')}</TableCell>
              <TableCell>{entry.actor.name}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(entry.at)}</TableCell>
            </ListRow>
          ))}
        </TableBody>
      </ListView>
    </section>
  )
}
