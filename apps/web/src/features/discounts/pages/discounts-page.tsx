import {
  type DiscountStatus,
  discountKinds,
  discountMethods,
  discountStatusSchema,
} from '@lojista/contracts/discounts/index'
import { BadgePercentIcon, PlusIcon } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState, PageFrame } from '@/components/layout/page-frame'
import { ListSelect } from '@/components/list/list-select'
import { ListRow, RowLink } from '@/components/list/list-table'
import { ListView } from '@/components/list/list-view'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useListQuery } from '@/hooks/use-list-query'
import { useListState } from '@/hooks/use-list-state'
import { useCan } from '@/lib/auth/permissions'
import { formatMoney, formatNumber } from '@/lib/format'
import { listParam, listSchema, pageRequest } from '@/lib/list-params'
import { useQueryKeys } from '@/lib/query-keys'
import { listDiscounts } from '../api/discounts-api'
import { discountValueText } from '../components/discount-summary'
import { translateDiscountsMessage, useDiscountsT } from '../i18n/discounts-i18n'

const PAGE_SIZE = 25
const discountStatuses = discountStatusSchema.options

/** What the address may hold for this list; anything else in it falls back to these defaults. */
const discountListParams = listSchema({
  q: listParam.text(),
  status: listParam.oneOf(discountStatuses),
  type: listParam.oneOf(discountKinds),
  method: listParam.oneOf(discountMethods),
})

const badgeVariant: Record<DiscountStatus, 'default' | 'secondary' | 'outline'> = {
  active: 'default',
  scheduled: 'secondary',
  expired: 'outline',
  inactive: 'outline',
}

/** Discounts: codes and automatic discounts, newest first, each opening its editor. */
export function DiscountsPage() {
  const t = useDiscountsT()
  const keys = useQueryKeys()
  const list = useListState(discountListParams)
  const { params, page } = list
  const request = {
    query: params.q.trim(),
    ...(params.status ? { status: params.status } : {}),
    ...(params.type ? { type: params.type } : {}),
    ...(params.method ? { method: params.method } : {}),
    ...pageRequest(page, PAGE_SIZE),
  }
  const query = useListQuery(keys.discounts.list(request), (signal) => listDiscounts(request, signal))
  const discounts = query.data?.edges.map((edge) => edge.node) ?? []
  // A role that only sees the discounts is not offered making one: the server would refuse it.
  const canEdit = useCan('discounts.edit')
  const add = canEdit && (
    <Button asChild size="sm">
      <Link to="/discounts/new">
        <PlusIcon aria-hidden />
        {t('list.add')}
      </Link>
    </Button>
  )

  return (
    <PageFrame description={t('list.description')} actions={add}>
      <ListView
        name="discounts"
        list={list}
        query={query}
        rows={discounts.length}
        search={{ label: t('list.searchLabel'), placeholder: t('list.searchPlaceholder') }}
        filters={
          <>
            <ListSelect
              label={t('list.statusLabel')}
              value={params.status}
              anyLabel={t('list.anyStatus')}
              options={discountStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
              onChange={(status) => list.set({ status })}
            />
            <ListSelect
              label={t('list.typeLabel')}
              value={params.type}
              anyLabel={t('list.anyType')}
              options={discountKinds.map((value) => ({ value, label: t(`type.${value}`) }))}
              onChange={(type) => list.set({ type })}
            />
            <ListSelect
              label={t('list.methodLabel')}
              value={params.method}
              anyLabel={t('list.anyMethod')}
              options={discountMethods.map((value) => ({ value, label: t(`method.${value}`) }))}
              onChange={(method) => list.set({ method })}
            />
          </>
        }
        loadFailed={t('list.loadFailed')}
        translate={translateDiscountsMessage}
        noMatch={{ title: t('list.noMatchTitle'), body: t('list.noMatchBody') }}
        empty={
          <EmptyState icon={BadgePercentIcon} title={t('list.emptyTitle')} action={add}>
            {t('list.emptyBody')}
          </EmptyState>
        }
        pageSize={PAGE_SIZE}
      >
        <TableHeader>
          <TableRow>
            <TableHead>{t('list.columns.discount')}</TableHead>
            <TableHead>{t('list.columns.type')}</TableHead>
            <TableHead>{t('list.columns.method')}</TableHead>
            <TableHead>{t('list.columns.status')}</TableHead>
            <TableHead className="text-right">{t('list.columns.used')}</TableHead>
            <TableHead className="text-right">{t('list.columns.given')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {discounts.map((discount) => (
            <ListRow key={discount.id} to={`/discounts/${discount.id}`}>
              <TableCell>
                <RowLink>{discount.code ?? discount.title}</RowLink>
                {discount.code && <div className="text-muted-foreground">{discount.title}</div>}
              </TableCell>
              <TableCell>
                <div>{t(`type.${discount.type}`)}</div>
                <div className="text-muted-foreground">{discountValueText(discount, t)}</div>
              </TableCell>
              <TableCell>{t(`method.${discount.method}`)}</TableCell>
              <TableCell>
                <Badge variant={badgeVariant[discount.status]}>{t(`status.${discount.status}`)}</Badge>
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(discount.usageCount)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(discount.amountGiven)}</TableCell>
            </ListRow>
          ))}
        </TableBody>
      </ListView>
    </PageFrame>
  )
}
