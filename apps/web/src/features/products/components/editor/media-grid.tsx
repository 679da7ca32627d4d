import { ArrowLeftIcon, ArrowRightIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { useProductsT } from '../../i18n/products-i18n'

export interface MediaTile {
  key: string
  image: ReactNode
  /** What the image shows, for the buttons' names. */
  label: string
}

interface MediaGridProps {
  tiles: MediaTile[]
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
  onEditAlt?: (index: number) => void
  disabled?: boolean
}

/**
 * Product images in their order, the first one featured. They are reordered by dragging one onto
 * another or with the earlier/later buttons, which keyboard users reach too.
 */
export function MediaGrid({ tiles, onMove, onRemove, onEditAlt, disabled }: MediaGridProps) {
  const t = useProductsT()
  const [dragged, setDragged] = useState<number | null>(null)
  const [target, setTarget] = useState<number | null>(null)

  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {tiles.map((tile, index) => (
        <li
          key={tile.key}
          draggable={!disabled}
          onDragStart={(event) => {
            setDragged(index)
            event.dataTransfer.effectAllowed = 'move'
            event.dataTransfer.setData('text/plain', tile.key)
          }}
          onDragOver={(event) => {
            if (dragged === null) return
            event.preventDefault()
            setTarget(index)
          }}
          onDragLeave={() => setTarget((current) => (current === index ? null : current))}
          onDrop={(event) => {
            if (dragged === null) return
            event.preventDefault()
            if (dragged !== index) onMove(dragged, index)
            setDragged(null)
            setTarget(null)
          }}
          onDragEnd={() => {
            setDragged(null)
            setTarget(null)
          }}
          aria-label={t('media.image', { position: index + 1 })}
          className={cn(
            'group relative grid gap-2 rounded-lg border p-2',
            index === 0 && 'sm:col-span-2 sm:row-span-2',
            dragged === index && 'opacity-50',
            target === index && dragged !== index && 'ring-2 ring-primary',
          )}
        >
          <div className="aspect-square w-full">{tile.image}</div>
          {index === 0 && (
            <Badge variant="secondary" className="absolute top-3 left-3">
              {t('media.featured')}
            </Badge>
          )}
          <div className="flex items-center justify-center gap-0.5">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-7"
              disabled={disabled || index === 0}
              aria-label={`${t('media.moveEarlier')}: ${tile.label}`}
              onClick={() => onMove(index, index - 1)}
            >
              <ArrowLeftIcon aria-hidden />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-7"
              disabled={disabled || index === tiles.length - 1}
              aria-label={`${t('media.moveLater')}: ${tile.label}`}
              onClick={() => onMove(index, index + 1)}
            >
              <ArrowRightIcon aria-hidden />
            </Button>
            {onEditAlt && (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7"
                disabled={disabled}
                aria-label={`${t('media.editAlt')}: ${tile.label}`}
                onClick={() => onEditAlt(index)}
              >
                <PencilIcon aria-hidden />
              </Button>
            )}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-7 text-destructive hover:text-destructive"
              disabled={disabled}
              aria-label={`${t('media.remove')}: ${tile.label}`}
              onClick={() => onRemove(index)}
            >
              <Trash2Icon aria-hidden />
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** The list with one entry moved from one place to another. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [entry] = next.splice(from, 1)
  if (entry !== undefined) next.splice(to, 0, entry)
  return next
}
