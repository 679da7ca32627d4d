import { useState } from 'react'
import { ProductPicker } from '@/components/pickers/product-picker'
import type { PickerFetchParams } from '@/components/pickers/use-paged-search'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { searchProducts } from '../../api/products-api'
import { useProductsT } from '../../i18n/products-i18n'

interface AddProductsDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Products the collection has: shown, but not offered again. */
  alreadyIn: ReadonlySet<string>
  onAdd: (productIds: string[]) => Promise<void>
}

const RESULTS = 20

/** Products whose title, SKU or barcode matches the search words, by title. */
function productsByTitle({ query, first, after, signal }: PickerFetchParams) {
  return searchProducts(
    { query: query.trim(), first, after, orderBy: { field: 'title', direction: 'asc' } },
    signal,
  )
}

/** Finds products by title, SKU or barcode and adds the ticked ones at the end of the collection. */
export function AddProductsDialog({ open, onOpenChange, alreadyIn, onAdd }: AddProductsDialogProps) {
  const t = useProductsT()
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  const [saving, setSaving] = useState(false)

  const close = () => {
    setChosen(new Set())
    onOpenChange(false)
  }
  const add = async () => {
    setSaving(true)
    try {
      await onAdd([...chosen])
      close()
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent closeLabel={t('common.close')} aria-describedby={undefined} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('collections.addProducts')}</DialogTitle>
        </DialogHeader>
        {/* The search words start empty each time: the dialog's content mounts as it opens. */}
        <ProductPicker
          pick="products"
          fetchPage={productsByTitle}
          pageSize={RESULTS}
          chosen={chosen}
          onToggle={(product) =>
            setChosen((current) => {
              const next = new Set(current)
              if (next.has(product.id)) next.delete(product.id)
              else next.add(product.id)
              return next
            })
          }
          locked={alreadyIn}
          lockedNote={t('collections.alreadyIn')}
          searchLabel={t('collections.searchProducts')}
          listClassName="max-h-80"
        />
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button disabled={chosen.size === 0 || saving} onClick={() => void add()}>
            {t('collections.addSelected', { count: chosen.size })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
