import { ShoppingCartIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor } from '../model/order-editor-context'
import { BrowsePanel, CustomItemPanel, LineDiscountPanel } from './lazy-panels'
import { LineItemList } from './line-item-list'
import { ProductSearchBox } from './product-search-box'

/** The cart's empty state. */
export function EmptyCart() {
  const t = useEditorT()
  return (
    <div className="flex flex-col items-center gap-2 py-8 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-muted">
        <ShoppingCartIcon className="size-6 text-muted-foreground" aria-hidden />
      </div>
      <p className="font-semibold">{t('products.emptyTitle')}</p>
      <p className="text-muted-foreground text-sm">{t('products.emptyBody')}</p>
    </div>
  )
}

/** Search box, Browse, Add custom item and the lines (or, in the drawer, the empty state). */
export function ProductsCard() {
  const t = useEditorT()
  const { doc, flags, actions, embedded } = useOrderEditor()
  const [browsing, setBrowsing] = useState(false)
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{t('products.title')}</CardTitle>
        {!flags.isReadOnly && (
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0"
            onClick={() => actions.openCustomItem(true)}
          >
            {t('products.addCustomItem')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {!flags.isReadOnly && (
          <div className="flex gap-2">
            <ProductSearchBox />
            <Button variant="outline" onClick={() => setBrowsing(true)}>
              {t('products.browse')}
            </Button>
          </div>
        )}
        {flags.isInitialLoading ? (
          <div className="grid gap-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : doc.lineItems.length > 0 ? (
          <LineItemList />
        ) : (
          embedded && <EmptyCart />
        )}
      </CardContent>
      <BrowsePanel open={browsing} onOpenChange={setBrowsing} />
      <CustomItemPanel />
      <LineDiscountPanel />
    </Card>
  )
}
