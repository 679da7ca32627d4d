import type { ProductSummary, Variant } from '@lojista/contracts/catalog/products'
import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { MediaImage } from '@/components/media-image'
import { cn } from '@/lib/utils'
import { SkeletonRows } from './list-status'
import type { SelectRow } from './picker-types'
import { type PickerFetch, usePagedSearch } from './use-paged-search'

const SelectList = lazy(() => import('./select-list').then((module) => ({ default: module.SelectList })))

interface ProductPickerCommon {
  /** One page of products for the search words; the caller adds its conditions (active only, an order). */
  fetchPage: PickerFetch<ProductSummary>
  pageSize?: number
  /** The ids of the ticked products, or of the ticked variants. */
  chosen: ReadonlySet<string>
  /** The search box's name, and its placeholder unless one is given. */
  searchLabel: string
  searchPlaceholder?: string
  /** Defaults to 'No results found.'. */
  emptyMessage?: ReactNode
  /** Classes of the scrolling list (at most 15rem tall by default). */
  listClassName?: string
}

/** Whole products are ticked, or each product's variants under its title. */
type ProductPickerChoice =
  | {
      pick: 'products'
      onToggle: (product: ProductSummary) => void
      /** Products shown ticked that cannot be unticked, such as those a collection already has. */
      locked?: ReadonlySet<string>
      /** Said under a locked product's title. */
      lockedNote?: ReactNode
    }
  | {
      pick: 'variants'
      onToggle: (product: ProductSummary, variant: Variant) => void
      /** A variant's row under its product's title: its name and what helps choosing it. */
      renderVariant: (product: ProductSummary, variant: Variant) => ReactNode
    }

export type ProductPickerProps = ProductPickerCommon & ProductPickerChoice

/**
 * Finds products and ticks several of them (or their variants) in place, as in a dialog: the search box
 * keeps the focus while Up and Down move through the results, Enter (or Space, once the arrows moved)
 * ticks or unticks the highlighted row, and the next page arrives as the list scrolls to its end. The
 * list is cmdk, loaded with this picker rather than with the page showing it.
 */
export function ProductPicker(props: ProductPickerProps) {
  const { fetchPage, pageSize, searchLabel, searchPlaceholder, emptyMessage, listClassName } = props
  const { t } = useTranslation()
  const paged = usePagedSearch({ fetchPage, active: true, pageSize })
  const optionRows = productRows(props, paged.items)
  const showEmpty = !paged.loading && optionRows.length === 0 && !paged.failed

  return (
    <div data-slot="product-picker" className="rounded-md border">
      <Suspense fallback={<SkeletonRows count={paged.skeletonRows.loading} label={t('ui.picker.loading')} />}>
        <SelectList
          multiple
          optionRows={optionRows}
          actionRows={[]}
          text={paged.query}
          onTextChange={paged.setQuery}
          searchLabel={searchLabel}
          searchPlaceholder={searchPlaceholder}
          listLabel={searchLabel}
          status={{
            loading: paged.loading,
            loadingMore: paged.loadingMore,
            skeletonRows: paged.skeletonRows,
            emptyMessage: showEmpty ? (emptyMessage ?? t('ui.picker.noResults')) : null,
            notice: paged.failed ? t('ui.picker.failed') : undefined,
          }}
          listClassName={listClassName}
          onReachEnd={paged.loadMore}
        />
      </Suspense>
    </div>
  )
}

function productRows(choice: ProductPickerProps, products: readonly ProductSummary[]): SelectRow[] {
  if (choice.pick === 'products') {
    return products.map((product) => {
      const locked = choice.locked?.has(product.id) ?? false
      return {
        value: `product:${product.id}`,
        content: <ProductTitle product={product} note={locked ? choice.lockedNote : undefined} />,
        checked: locked || choice.chosen.has(product.id),
        disabled: locked,
        onSelect: () => choice.onToggle(product),
      }
    })
  }
  return products.flatMap((product) =>
    product.variants.map((variant) => ({
      value: `variant:${variant.id}`,
      content: choice.renderVariant(product, variant),
      checked: choice.chosen.has(variant.id),
      group: { key: product.id, heading: <ProductTitle product={product} className="text-foreground" /> },
      onSelect: () => choice.onToggle(product, variant),
    })),
  )
}

/** A product's picture and title, with a note under the title. */
function ProductTitle({
  product,
  note,
  className,
}: {
  product: ProductSummary
  note?: ReactNode
  className?: string
}) {
  return (
    <span className={cn('flex min-w-0 items-center gap-2', className)}>
      <MediaImage
        src={product.featuredMedia?.preview.image.url}
        alt=""
        className="size-8 shrink-0"
        iconClassName="size-4"
      />
      <span className="min-w-0">
        <span className="block truncate font-medium text-sm">{product.title}</span>
        {note && <span className="block text-muted-foreground text-xs">{note}</span>}
      </span>
    </span>
  )
}
