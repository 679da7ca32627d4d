import type { ProductSummary, Variant } from '@lojista/contracts/catalog/products'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { SearchIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { Input } from '@/components/ui/input'
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover'
import { usePanelContainer } from '@/components/ui/responsive-panel'
import { Skeleton } from '@/components/ui/skeleton'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { searchProducts } from '../api/catalog-api'
import { useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor } from '../model/order-editor-context'
import { LineThumbnail } from './line-thumbnail'
import { VariantFacts, variantLabel } from './variant-rows'

const RESULTS = 10

/** The Products card's search box: products with their variants; choosing a variant adds one unit. */
export function ProductSearch() {
  const t = useEditorT()
  const { actions } = useOrderEditor()
  const container = usePanelContainer()
  const listId = useId()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const query = useDebouncedValue(text.trim())
  const results = useQuery({
    queryKey: ['order-editor', 'product-search', query],
    queryFn: ({ signal }) =>
      searchProducts({ query: `${query} status:active`.trim(), first: RESULTS }, signal),
    enabled: open,
    staleTime: 10_000,
    // The shown results stay while the next search loads, so a click never lands on a loading row.
    placeholderData: keepPreviousData,
  })

  const add = (product: ProductSummary, variant: Variant) => {
    actions.addProduct({ product, variant })
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <div className="relative flex-1">
          <SearchIcon className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            role="combobox"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-label={t('products.searchLabel')}
            placeholder={t('products.searchPlaceholder')}
            className="pl-8"
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              setOpen(true)
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false)
            }}
          />
        </div>
      </PopoverAnchor>
      <PopoverContent
        align="start"
        container={container}
        className="max-h-96 w-(--radix-popover-trigger-width) min-w-72 overflow-y-auto p-1"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          // Clicking back into the search box keeps the list open.
          if ((event.target as HTMLElement).closest?.('input[type="search"]')) event.preventDefault()
        }}
      >
        <div id={listId} role="listbox" aria-label={t('products.searchLabel')}>
          {results.isPending && (
            <div role="status" aria-label={t('products.loading')} className="grid gap-1 p-1">
              {Array.from({ length: 4 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <Skeleton key={index} className="h-8 w-full" />
              ))}
            </div>
          )}
          {results.data?.edges.length === 0 && (
            <p className="px-2 py-4 text-center text-muted-foreground text-sm">{t('products.noResults')}</p>
          )}
          {results.data?.edges.map(({ node: product }) => (
            <div key={product.id} className="py-1">
              <div className="flex items-center gap-2 px-2 py-1">
                <LineThumbnail
                  url={product.featuredMedia?.preview.image.url ?? null}
                  alt=""
                  className="size-8"
                />
                <span className="truncate font-medium text-sm">{product.title}</span>
              </div>
              {product.variants.map((variant) => (
                <div
                  key={variant.id}
                  role="option"
                  aria-selected={false}
                  tabIndex={0}
                  className="flex cursor-pointer items-center justify-between gap-2 rounded-sm py-1.5 pr-2 pl-12 text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                  onClick={() => add(product, variant)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault()
                      add(product, variant)
                    }
                  }}
                >
                  <span className="truncate">{variantLabel(product, variant)}</span>
                  <VariantFacts variant={variant} />
                </div>
              ))}
            </div>
          ))}
        </div>
      </PopoverContent>
    </Popover>
  )
}
