import { SearchIcon } from 'lucide-react'
import { useState } from 'react'
import { MediaImage } from '@/components/media-image'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useProductSearch } from '../../api/product-queries'
import { useProductsT } from '../../i18n/products-i18n'

interface AddProductsDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Products the collection has: shown, but not offered again. */
  alreadyIn: ReadonlySet<string>
  onAdd: (productIds: string[]) => Promise<void>
}

const RESULTS = 20

/** Finds products by title, SKU or barcode and adds the ticked ones at the end of the collection. */
export function AddProductsDialog({ open, onOpenChange, alreadyIn, onAdd }: AddProductsDialogProps) {
  const t = useProductsT()
  const [text, setText] = useState('')
  const query = useDebouncedValue(text.trim())
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  const [saving, setSaving] = useState(false)
  const results = useProductSearch({ query, first: RESULTS, orderBy: { field: 'title', direction: 'asc' } })
  const products = results.data?.edges.map((edge) => edge.node)

  const close = () => {
    setText('')
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
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label={t('collections.searchProducts')}
            placeholder={t('collections.searchProducts')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="pl-9"
          />
        </div>
        <ul className="grid max-h-80 gap-1 overflow-y-auto" aria-busy={!products}>
          {!products && <Skeleton className="h-24 w-full" />}
          {products?.map((product) => {
            const inside = alreadyIn.has(product.id)
            const id = `add-product-${product.id}`
            return (
              <li key={product.id} className="flex items-center gap-3 rounded-md p-2 hover:bg-muted/50">
                <Checkbox
                  id={id}
                  disabled={inside}
                  checked={inside || chosen.has(product.id)}
                  onCheckedChange={(checked) => {
                    const next = new Set(chosen)
                    if (checked === true) next.add(product.id)
                    else next.delete(product.id)
                    setChosen(next)
                  }}
                />
                <MediaImage src={product.featuredMedia?.preview.image.url} alt="" className="size-9" />
                <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer text-sm">
                  <span className="block truncate font-medium">{product.title}</span>
                  {inside && (
                    <span className="text-muted-foreground text-xs">{t('collections.alreadyIn')}</span>
                  )}
                </label>
              </li>
            )
          })}
        </ul>
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
