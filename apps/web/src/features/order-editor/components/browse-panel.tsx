import type { ProductSummary, Variant } from '@lojista/contracts/catalog/products'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { ResponsivePanel } from '@/components/ui/responsive-panel'
import { Skeleton } from '@/components/ui/skeleton'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useQueryKeys } from '@/lib/query-keys'
import { searchProducts } from '../api/catalog-api'
import { useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor, type VariantChoice } from '../model/order-editor-context'
import { LineThumbnail } from './line-thumbnail'
import { VariantFacts, variantLabel } from './variant-rows'

const PAGE = 20

/** Browse: every product with its variants, to tick several and add them at once. */
export function BrowsePanel({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useEditorT()
  const { actions } = useOrderEditor()
  const [text, setText] = useState('')
  const query = useDebouncedValue(text.trim())
  const keys = useQueryKeys()
  const [chosen, setChosen] = useState<Map<string, VariantChoice>>(new Map())
  useEffect(() => {
    if (open) {
      setChosen(new Map())
      setText('')
    }
  }, [open])
  const pages = useInfiniteQuery({
    queryKey: keys.products.browseForOrder(query),
    queryFn: ({ pageParam, signal }) =>
      searchProducts({ query: `${query} status:active`.trim(), first: PAGE, after: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) =>
      last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? undefined) : undefined,
    enabled: open,
    // The list stays while the next search loads instead of flashing back to placeholders.
    placeholderData: keepPreviousData,
  })
  const products = pages.data?.pages.flatMap((page) => page.edges.map((edge) => edge.node)) ?? []

  const toggle = (product: ProductSummary, variant: Variant, on: boolean) => {
    setChosen((current) => {
      const next = new Map(current)
      if (on) next.set(variant.id, { product, variant })
      else next.delete(variant.id)
      return next
    })
  }

  return (
    <ResponsivePanel
      open={open}
      onOpenChange={onOpenChange}
      title={t('products.browseTitle')}
      description={t('products.browseDescription')}
      closeLabel={t('common.close')}
      className="sm:max-w-2xl"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('products.cancel')}
          </Button>
          <Button
            disabled={chosen.size === 0}
            onClick={() => {
              actions.addProducts([...chosen.values()])
              onOpenChange(false)
            }}
          >
            {t('products.addSelected', { count: chosen.size })}
          </Button>
        </>
      }
    >
      <div className="grid gap-3">
        <Input
          type="search"
          aria-label={t('products.searchLabel')}
          placeholder={t('products.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {pages.isPending && (
          <div className="grid gap-2">
            {Array.from({ length: 5 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </div>
        )}
        {!pages.isPending && products.length === 0 && (
          <p className="py-6 text-center text-muted-foreground text-sm">{t('products.noResults')}</p>
        )}
        <ul className="divide-y">
          {products.map((product) => (
            <li key={product.id} className="py-2">
              <div className="flex items-center gap-2">
                <LineThumbnail
                  url={product.featuredMedia?.preview.image.url ?? null}
                  alt=""
                  className="size-8"
                />
                <span className="font-medium text-sm">{product.title}</span>
              </div>
              <ul className="mt-1 grid gap-1 pl-10">
                {product.variants.map((variant) => {
                  const label = variantLabel(product, variant)
                  return (
                    <li key={variant.id}>
                      <div className="flex items-center gap-2 rounded-sm px-1 py-1 text-sm hover:bg-accent">
                        <Checkbox
                          id={`browse-${variant.id}`}
                          checked={chosen.has(variant.id)}
                          aria-label={t('products.selectVariant', {
                            title: label === product.title ? product.title : `${product.title} ${label}`,
                          })}
                          onCheckedChange={(value) => toggle(product, variant, value === true)}
                        />
                        <label htmlFor={`browse-${variant.id}`} className="flex-1 cursor-pointer truncate">
                          {label}
                        </label>
                        <VariantFacts variant={variant} />
                      </div>
                    </li>
                  )
                })}
              </ul>
            </li>
          ))}
        </ul>
        {pages.hasNextPage && (
          <Button variant="outline" onClick={() => pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {t('products.loadMore')}
          </Button>
        )}
      </div>
    </ResponsivePanel>
  )
}
