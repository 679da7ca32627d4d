import { ImageIcon } from 'lucide-react'
import { useState } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'

/** A line's picture: a skeleton until it loads, an icon when there is none or it fails. */
export function LineImage({ url, className }: { url: string | null; className?: string }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  if (!url || state === 'failed') {
    return (
      <div
        className={cn(
          'flex size-12 shrink-0 items-center justify-center rounded-md border bg-muted',
          className,
        )}
      >
        <ImageIcon className="size-5 text-muted-foreground" aria-hidden />
      </div>
    )
  }
  return (
    <div className={cn('relative size-12 shrink-0', className)}>
      {state === 'loading' && <Skeleton className="absolute inset-0" />}
      <img
        src={url}
        alt=""
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
        className="size-full rounded-md border object-cover"
      />
    </div>
  )
}
