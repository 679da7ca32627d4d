import type { CalcLineResult } from '@lojista/contracts/order/calculate'
import { LockIcon, XIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { NumberInput } from '@/components/ui/number-input'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { useIsMobile } from '@/hooks/use-mobile'
import { type EditorT, useEditorT } from '../i18n/editor-i18n'
import type { EditorLine } from '../model/document'
import { useOrderEditor } from '../model/order-editor-context'
import { LineThumbnail } from './line-thumbnail'
import { formatMinor } from './money'

interface LineView {
  line: EditorLine
  result: CalcLineResult | undefined
}

/** Text that is not a whole number is ignored; 0 or less removes the line. */
export function parseQuantity(value: number | null): number | null {
  if (value === null || !Number.isInteger(value)) return null
  return value
}

function LineDetails({ line, t }: { line: EditorLine; t: EditorT }) {
  const { display } = line
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="truncate font-medium">{display.title}</span>
      {display.options.length > 0 && (
        <span className="text-muted-foreground text-xs">{display.options.join(' / ')}</span>
      )}
      {display.sku && (
        <span className="text-muted-foreground text-xs">{t('lines.sku', { sku: display.sku })}</span>
      )}
    </div>
  )
}

function UnitPrice({ view, t }: { view: LineView; t: EditorT }) {
  const { flags, doc, actions } = useOrderEditor()
  const { line, result } = view
  if (flags.updatingUnitPriceIds.has(line.id))
    return <Skeleton className="h-4 w-16" data-testid="price-skeleton" />
  const original = line.display.unitPrice
  const discounted = result?.discountedUnitPrice ?? original
  const locked = doc.lockPricesForBuyer === 'lock-all'
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-sm">
      {locked || flags.isReadOnly ? (
        <span className="tabular-nums">{formatMinor(discounted)}</span>
      ) : (
        <Button
          variant="link"
          size="xs"
          className="h-auto px-0 tabular-nums"
          aria-label={t('lines.editPrice', { title: line.display.title })}
          onClick={() => actions.openLineItemDiscount(line.id)}
        >
          {formatMinor(discounted)}
        </Button>
      )}
      {discounted < original && (
        <s className="text-muted-foreground text-xs tabular-nums" data-testid="original-price">
          {formatMinor(original)}
        </s>
      )}
      {locked && (
        <Tooltip>
          <TooltipTrigger asChild>
            <button type="button" aria-label={t('lines.priceLocked')} className="inline-flex">
              <LockIcon className="size-3.5 text-muted-foreground" aria-hidden />
            </button>
          </TooltipTrigger>
          <TooltipContent>{t('lines.priceLocked')}</TooltipContent>
        </Tooltip>
      )}
    </div>
  )
}

function Allocations({ view, t }: { view: LineView; t: EditorT }) {
  const allocations = view.result?.discountAllocations ?? []
  if (allocations.length === 0) return null
  return (
    <ul className="grid gap-0.5 text-muted-foreground text-xs">
      {allocations.map((allocation) => (
        <li
          key={`${allocation.discountId ?? allocation.level}-${allocation.title}`}
          className="flex justify-between gap-2"
          data-testid={allocation.discountId ? 'line-saved-discount' : undefined}
        >
          <span>{allocation.title || t('lines.customDiscount')}</span>
          <span className="tabular-nums">{formatMinor(-allocation.amount)}</span>
        </li>
      ))}
    </ul>
  )
}

function QuantityInput({ line, t }: { line: EditorLine; t: EditorT }) {
  const { actions, flags } = useOrderEditor()
  if (flags.isReadOnly) {
    return (
      <span className="tabular-nums" data-testid="line-quantity">
        {line.quantity}
      </span>
    )
  }
  return (
    <NumberInput
      kind="quantity"
      min={1}
      clampOnBlur={false}
      value={line.quantity}
      aria-label={t('lines.quantityOf', { title: line.display.title })}
      className="h-8 w-20"
      onValueChange={(value) => {
        const quantity = parseQuantity(value)
        if (quantity === null || quantity === line.quantity) return
        actions.updateQuantity(line.id, quantity)
      }}
    />
  )
}

function LineTotal({ view }: { view: LineView }) {
  const { flags } = useOrderEditor()
  if (flags.isCustomerMode) return null
  if (flags.updatingTotalIds.has(view.line.id)) return <Skeleton className="ml-auto h-4 w-16" />
  return (
    <span className="tabular-nums" data-testid="line-total">
      {formatMinor(view.result?.discountedTotal ?? 0)}
    </span>
  )
}

function RemoveButton({ line, t }: { line: EditorLine; t: EditorT }) {
  const { actions, flags } = useOrderEditor()
  if (flags.isReadOnly) return null
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label={t('lines.remove', { title: line.display.title })}
      onClick={() => actions.removeProduct(line.id)}
    >
      <XIcon aria-hidden />
    </Button>
  )
}

/** A table on wide screens, a stacked list on small ones. */
export function LineItemList({ compact = false }: { compact?: boolean }) {
  const t = useEditorT()
  const { doc, totals, flags } = useOrderEditor()
  const isMobile = useIsMobile()
  const results = new Map(totals.lines.map((result) => [result.id, result]))
  const views: LineView[] = doc.lineItems.map((line) => ({ line, result: results.get(line.id) }))
  if (views.length === 0) return null

  if (isMobile || compact) {
    return (
      <ul className="divide-y" aria-label={t('products.title')}>
        {views.map((view) => (
          <li key={view.line.id} className="flex gap-3 py-3" data-testid="line-item">
            <LineThumbnail url={view.line.display.imageUrl} alt={view.line.display.title} />
            <div className="grid min-w-0 flex-1 gap-1.5">
              <div className="flex items-start justify-between gap-2">
                <LineDetails line={view.line} t={t} />
                <RemoveButton line={view.line} t={t} />
              </div>
              <UnitPrice view={view} t={t} />
              <Allocations view={view} t={t} />
              <div className="flex items-center justify-between gap-2">
                <QuantityInput line={view.line} t={t} />
                <LineTotal view={view} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    )
  }

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('lines.product')}</TableHead>
          <TableHead className="w-24">{t('lines.quantity')}</TableHead>
          {!flags.isCustomerMode && <TableHead className="w-28 text-right">{t('lines.total')}</TableHead>}
          {!flags.isReadOnly && (
            <TableHead className="w-10">
              <span className="sr-only">{t('lines.removeColumn')}</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {views.map((view) => (
          <TableRow key={view.line.id} data-testid="line-item" className="align-top">
            <TableCell>
              <div className="flex gap-3">
                <LineThumbnail url={view.line.display.imageUrl} alt={view.line.display.title} />
                <div className="grid min-w-0 gap-1">
                  <LineDetails line={view.line} t={t} />
                  <UnitPrice view={view} t={t} />
                  <Allocations view={view} t={t} />
                </div>
              </div>
            </TableCell>
            <TableCell>
              <QuantityInput line={view.line} t={t} />
            </TableCell>
            {!flags.isCustomerMode && (
              <TableCell className="text-right">
                <LineTotal view={view} />
              </TableCell>
            )}
            {!flags.isReadOnly && (
              <TableCell>
                <RemoveButton line={view.line} t={t} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
