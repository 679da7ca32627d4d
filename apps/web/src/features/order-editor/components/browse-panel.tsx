import type { ProductSummary, Variant } from '@lojista/contracts/catalog/products'
import { useEffect, useState } from 'react'
import { ProductPicker } from '@/components/pickers/product-picker'
import type { PickerFetchParams } from '@/components/pickers/use-paged-search'
import { Button } from '@/components/ui/button'
import { ResponsivePanel } from '@/components/ui/responsive-panel'
import { searchProducts } from '../api/catalog-api'
import { useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor, type VariantChoice } from '../model/order-editor-context'
import { VariantFacts, variantLabel } from './variant-rows'

const PAGE = 20

/** Active products whose title, SKU or barcode matches the search words. */
function activeProducts({ query, first, after, signal }: PickerFetchParams) {
  return searchProducts({ query: `${query.trim()} status:active`.trim(), first, after }, signal)
}

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
  // Each opening starts with nothing ticked (and empty search words: the picker mounts anew).
  const [chosen, setChosen] = useState<Map<string, VariantChoice>>(new Map())
  useEffect(() => {
    if (open) setChosen(new Map())
  }, [open])

  const toggle = (product: ProductSummary, variant: Variant) => {
    setChosen((current) => {
      const next = new Map(current)
      if (next.has(variant.id)) next.delete(variant.id)
      else next.set(variant.id, { product, variant })
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
      <ProductPicker
        pick="variants"
        fetchPage={activeProducts}
        pageSize={PAGE}
        chosen={new Set(chosen.keys())}
        onToggle={toggle}
        renderVariant={(product, variant) => (
          <span className="flex items-center justify-between gap-3">
            <span className="truncate">{variantLabel(product, variant)}</span>
            <VariantFacts variant={variant} />
          </span>
        )}
        searchLabel={t('products.searchLabel')}
        searchPlaceholder={t('products.searchPlaceholder')}
        emptyMessage={t('products.noResults')}
        listClassName="max-h-[min(28rem,55svh)]"
      />
    </ResponsivePanel>
  )
}
