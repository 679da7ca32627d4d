import { ImageIcon } from 'lucide-react'
import { useState } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'

/** Spec section 2.5: a skeleton until the picture loads, the placeholder icon when missing or failing. */
export function LineThumbnail({
  url,
  alt,
  className,
}: {
  url: string | null
  alt: string
  className?: string
}) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  const box = cn('relative size-12 shrink-0 overflow-hidden rounded-md border bg-muted', className)
  if (!url || state === 'failed') {
    return (
      <div className={cn(box, 'flex items-center justify-center')} data-testid="line-thumbnail-placeholder">
        <ImageIcon className="size-5 text-muted-foreground" aria-hidden />
      </div>
    )
  }
  return (
    <div className={box}>
      {state === 'loading' && <Skeleton className="absolute inset-0 rounded-none" />}
      <img
        src={url}
        alt={alt}
        loading="lazy"
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
        className={cn('size-full object-cover', state === 'loading' && 'opacity-0')}
      />
    </div>
  )
}
