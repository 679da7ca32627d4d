import type { ProductSummary, Variant } from '@lojista/contracts/catalog/products'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { SearchIcon } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Command, CommandGroup, CommandItem, CommandList } from '@/components/ui/command'
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover'
import { usePanelContainer } from '@/components/ui/responsive-panel'
import { Skeleton } from '@/components/ui/skeleton'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useQueryKeys } from '@/lib/query-keys'
import { cn } from '@/lib/utils'
import { searchProducts } from '../api/catalog-api'
import { useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor } from '../model/order-editor-context'
import { LineThumbnail } from './line-thumbnail'
import type { EarlyInput } from './product-search-box'
import { VariantFacts, variantLabel } from './variant-rows'

const RESULTS = 10

/**
 * The Products card's search box: products with their variants; choosing a variant adds one unit.
 * Built on cmdk so the keyboard reaches every result (Down and Up move, Enter adds, Escape closes), and
 * the search box keeps the focus after an item is added, ready for the next one.
 */
export function ProductSearch({ early }: { early?: EarlyInput }) {
  const t = useEditorT()
  const { actions } = useOrderEditor()
  const container = usePanelContainer()
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(early?.text ?? '')
  const [open, setOpen] = useState(false)
  // Takes over from the stand-in box: what was typed there stays, and so does the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when this box replaces the stand-in.
  useEffect(() => {
    if (early?.focused) input.current?.focus()
  }, [])
  const [active, setActive] = useState('')
  const list = useRef<HTMLDivElement>(null)
  // The box is a plain input whose keys cmdk's root handles (Up, Down, Enter); its ARIA points at the
  // list and the highlighted option only while they are on screen.
  const [ids, setIds] = useState<{ list?: string; option?: string }>({})
  const query = useDebouncedValue(text.trim())
  const keys = useQueryKeys()
  const results = useQuery({
    queryKey: keys.products.forOrder(query),
    queryFn: ({ signal }) =>
      searchProducts({ query: `${query} status:active`.trim(), first: RESULTS }, signal),
    enabled: open,
    staleTime: 10_000,
    // The shown results stay while the next search loads, so a click never lands on a loading row.
    placeholderData: keepPreviousData,
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids change with what is shown and highlighted.
  useLayoutEffect(() => {
    const shown = open ? list.current : null
    setIds({
      list: shown?.id || undefined,
      option: shown?.querySelector('[cmdk-item][aria-selected="true"]')?.id || undefined,
    })
  }, [open, active, results.data])

  const add = (product: ProductSummary, variant: Variant) => {
    actions.addProduct({ product, variant })
    input.current?.focus()
  }

  return (
    // The filtering is the server's; cmdk only moves the highlight and chooses.
    <Command
      shouldFilter={false}
      label={t('products.searchLabel')}
      value={active}
      onValueChange={setActive}
      className="flex-1 overflow-visible bg-transparent"
    >
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverAnchor asChild>
          <div className="relative">
            <SearchIcon className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
            <input
              ref={input}
              type="text"
              role="combobox"
              aria-expanded={open}
              aria-controls={ids.list}
              aria-activedescendant={ids.option}
              aria-autocomplete="list"
              autoComplete="off"
              aria-label={t('products.searchLabel')}
              placeholder={t('products.searchPlaceholder')}
              className={cn(
                'h-9 w-full min-w-0 rounded-md border border-input bg-transparent py-1 pr-3 pl-8 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground md:text-sm dark:bg-input/30',
                'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
              )}
              value={text}
              onChange={(event) => {
                setText(event.target.value)
                setOpen(true)
              }}
              onFocus={() => setOpen(true)}
              onClick={() => setOpen(true)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setOpen(false)
                else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setOpen(true)
              }}
            />
          </div>
        </PopoverAnchor>
        <PopoverContent
          align="start"
          container={container}
          className="w-(--radix-popover-trigger-width) min-w-72 p-0"
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            // Clicking back into the search box keeps the list open.
            if (input.current?.contains(event.target as Node)) event.preventDefault()
          }}
        >
          <CommandList ref={list} label={t('products.searchLabel')} className="max-h-96 p-1">
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
              <CommandGroup
                key={product.id}
                heading={
                  <span className="flex items-center gap-2 text-foreground">
                    <LineThumbnail
                      url={product.featuredMedia?.preview.image.url ?? null}
                      alt=""
                      className="size-8"
                    />
                    <span className="truncate font-medium text-sm">{product.title}</span>
                  </span>
                }
              >
                {product.variants.map((variant) => (
                  <CommandItem
                    key={variant.id}
                    value={variant.id}
                    onSelect={() => add(product, variant)}
                    // A click keeps the focus in the search box.
                    onMouseDown={(event) => event.preventDefault()}
                    className="cursor-pointer justify-between pl-12"
                  >
                    <span className="truncate">{variantLabel(product, variant)}</span>
                    <VariantFacts variant={variant} />
                  </CommandItem>
                ))}
              </CommandGroup>
            ))}
          </CommandList>
        </PopoverContent>
      </Popover>
    </Command>
  )
}
