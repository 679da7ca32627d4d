import { MediaImage } from '@/components/media-image'
import { cn } from '@/lib/utils'

/** A line's picture, a skeleton until it loads and the placeholder icon when missing or failing. */
export function LineThumbnail({
  url,
  alt,
  className,
}: {
  url: string | null
  alt: string
  className?: string
}) {
  return <MediaImage src={url} alt={alt} className={cn('size-12', className)} iconClassName="size-5" />
}
