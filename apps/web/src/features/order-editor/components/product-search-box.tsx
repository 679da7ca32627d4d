import { SearchIcon } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { Input } from '@/components/ui/input'
import { useEditorT } from '../i18n/editor-i18n'

// The keyboard-driven search (cmdk) is not part of the editor's first load: it loads as soon as the page
// has rendered. Until then the same box stands in its place and takes typing, which it hands over.
const ProductSearch = lazy(() =>
  import('./product-search').then((module) => ({ default: module.ProductSearch })),
)

export interface EarlyInput {
  text: string
  focused: boolean
}

export function ProductSearchBox() {
  const early = useRef<EarlyInput>({ text: '', focused: false })
  return (
    <Suspense fallback={<SearchBoxStandIn early={early.current} />}>
      <ProductSearch early={early.current} />
    </Suspense>
  )
}

function SearchBoxStandIn({ early }: { early: EarlyInput }) {
  const t = useEditorT()
  const [text, setText] = useState(early.text)
  return (
    <div className="relative flex-1">
      <SearchIcon className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
      <Input
        type="search"
        aria-label={t('products.searchLabel')}
        placeholder={t('products.searchPlaceholder')}
        className="pl-8"
        value={text}
        onChange={(event) => {
          early.text = event.target.value
          setText(event.target.value)
        }}
        onFocus={() => {
          early.focused = true
        }}
        onBlur={() => {
          early.focused = false
        }}
      />
    </div>
  )
}
