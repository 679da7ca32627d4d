import { ImageIcon } from 'lucide-react'
import { useState } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { fetchMediaCookie } from '@/lib/auth/account-api'
import { cn } from '@/lib/utils'

/**
 * Images are served only with the media cookie, which sign-in asks for. A session restored from a stored
 * token (or a cookie that expired before the token) has none yet, so the first image that fails asks for
 * it once for the whole page, and every image that failed tries again.
 */
let cookieRequest: Promise<boolean> | null = null
function refreshMediaCookie(): Promise<boolean> {
  cookieRequest ??= fetchMediaCookie().then(
    () => true,
    () => {
      // Let a later image ask again: the server may have been briefly unreachable.
      cookieRequest = null
      return false
    },
  )
  return cookieRequest
}

interface MediaImageProps {
  src: string | null | undefined
  alt: string
  className?: string
  /** Class of the placeholder icon shown without an image or when it cannot be loaded. */
  iconClassName?: string
}

/** A product image: a skeleton until it has loaded, a placeholder icon when missing or failing. */
export function MediaImage({ src, alt, className, iconClassName }: MediaImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  const [attempt, setAttempt] = useState(0)
  const [shownSrc, setShownSrc] = useState(src)
  if (shownSrc !== src) {
    setShownSrc(src)
    setState('loading')
    setAttempt(0)
  }

  const onError = () => {
    if (attempt > 0) {
      setState('failed')
      return
    }
    void refreshMediaCookie().then((refreshed) => {
      if (refreshed) setAttempt(1)
      else setState('failed')
    })
  }

  return (
    <div
      className={cn(
        'relative flex shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted',
        className,
      )}
    >
      {src && state !== 'failed' ? (
        <>
          {state === 'loading' && <Skeleton className="absolute inset-0 rounded-none" />}
          <img
            // A new element for the second attempt, so the browser asks again now that the cookie is set.
            key={attempt}
            src={src}
            alt={alt}
            loading="lazy"
            decoding="async"
            onLoad={() => setState('loaded')}
            onError={onError}
            className={cn('size-full object-cover', state === 'loading' && 'opacity-0')}
          />
        </>
      ) : (
        <ImageIcon
          className={cn('size-1/2 text-muted-foreground', iconClassName)}
          aria-label={alt || undefined}
          role={alt ? 'img' : undefined}
          aria-hidden={alt ? undefined : true}
        />
      )}
    </div>
  )
}
