import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '@lojista/contracts/catalog/media'
import { catalogMessages } from '@lojista/contracts/catalog/messages'
import { XIcon } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { translateProductMessage, useProductsT } from '../../i18n/products-i18n'

/** A file the server refused, with its reason in the user's language. */
export interface UploadFailure {
  name: string
  reason: string
}

/** Files larger than the server takes are refused here, without sending megabytes for nothing. */
export function checkImageSize(file: File): string | null {
  return file.size > MAX_IMAGE_BYTES ? translateProductMessage(catalogMessages.imageTooLarge) : null
}

export const imageAccept = ACCEPTED_IMAGE_TYPES.join(',')

export function UploadFailures({
  failures,
  onDismiss,
}: {
  failures: UploadFailure[]
  onDismiss: () => void
}) {
  const t = useProductsT()
  if (failures.length === 0) return null
  return (
    <Alert variant="destructive" className="flex items-start justify-between gap-2">
      <ul className="grid gap-1">
        {failures.map((failure, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same file may fail twice
          <li key={index}>{t('media.uploadFailed', { name: failure.name, reason: failure.reason })}</li>
        ))}
      </ul>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-6"
        aria-label={t('media.dismiss')}
        onClick={onDismiss}
      >
        <XIcon aria-hidden />
      </Button>
    </Alert>
  )
}
