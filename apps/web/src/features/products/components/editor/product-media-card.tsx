import { MAX_IMAGE_BYTES, type Media } from '@lojista/contracts/catalog/media'
import { useState } from 'react'
import { MediaImage } from '@/components/media-image'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/components/ui/toast'
import { formatFileSize } from '@/lib/format'
import { deleteProductImage, reorderProductImages, uploadProductImage } from '../../api/media-api'
import { productErrorMessage, useProductsT } from '../../i18n/products-i18n'
import { FileDropZone } from '../file-drop-zone'
import { AltTextDialog } from './alt-text-dialog'
import { MediaGrid, moved } from './media-grid'
import { checkImageSize, imageAccept, type UploadFailure, UploadFailures } from './upload-failure'

export type MediaUpdate = (change: (media: Media[]) => Media[]) => void

interface ProductMediaCardProps {
  productId: string
  media: Media[]
  onMediaChange: MediaUpdate
  /** Images refused while the product was being created, shown until dismissed. */
  initialFailures?: UploadFailure[]
  onDismissFailures?: () => void
}

/** The images of a saved product: each upload, order change, alt text or deletion is saved at once. */
export function ProductMediaCard({
  productId,
  media,
  onMediaChange,
  initialFailures = [],
  onDismissFailures,
}: ProductMediaCardProps) {
  const t = useProductsT()
  const [uploading, setUploading] = useState<string | null>(null)
  const [failures, setFailures] = useState<UploadFailure[]>(initialFailures)
  const [busy, setBusy] = useState(false)
  const [editing, setEditing] = useState<Media | null>(null)

  const upload = async (files: File[]) => {
    setFailures([])
    for (const file of files) {
      const tooLarge = checkImageSize(file)
      if (tooLarge) {
        setFailures((current) => [...current, { name: file.name, reason: tooLarge }])
        continue
      }
      setUploading(file.name)
      try {
        const created = await uploadProductImage(productId, file)
        onMediaChange((current) => [...current, created])
      } catch (error) {
        setFailures((current) => [...current, { name: file.name, reason: productErrorMessage(error) }])
      }
    }
    setUploading(null)
  }

  const move = async (from: number, to: number) => {
    const before = media
    const next = moved(media, from, to)
    onMediaChange(() => next)
    setBusy(true)
    try {
      const saved = await reorderProductImages(
        productId,
        next.map((entry) => entry.id),
      )
      onMediaChange(() => saved)
    } catch (error) {
      onMediaChange(() => before)
      toast.error(t('media.reorderFailed'), { description: productErrorMessage(error) })
    } finally {
      setBusy(false)
    }
  }

  const remove = async (index: number) => {
    const entry = media[index]
    if (!entry) return
    setBusy(true)
    try {
      await deleteProductImage(productId, entry.id)
      onMediaChange((current) => current.filter((other) => other.id !== entry.id))
      toast.success(t('media.removed'))
    } catch (error) {
      toast.error(t('media.removeFailed'), { description: productErrorMessage(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('media.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <MediaGrid
          tiles={media.map((entry, index) => ({
            key: entry.id,
            label: entry.alt || t('media.image', { position: index + 1 }),
            // Without alt text of its own, an image is still named by its place, so it can be told apart.
            image: (
              <MediaImage
                src={entry.preview.image.url}
                alt={entry.alt || t('media.image', { position: index + 1 })}
                className="size-full"
              />
            ),
          }))}
          disabled={busy || uploading !== null}
          onMove={(from, to) => void move(from, to)}
          onRemove={(index) => void remove(index)}
          onEditAlt={(index) => setEditing(media[index] ?? null)}
        />
        <UploadFailures
          failures={failures}
          onDismiss={() => {
            setFailures([])
            onDismissFailures?.()
          }}
        />
        <FileDropZone
          accept={imageAccept}
          multiple
          onFiles={(files) => void upload(files)}
          prompt={t('media.drop')}
          buttonLabel={t('media.add')}
          inputLabel={t('media.add')}
          hint={t('media.accepts', { size: formatFileSize(MAX_IMAGE_BYTES) })}
          disabled={uploading !== null}
        />
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {uploading ? t('media.uploading', { name: uploading }) : ''}
        </p>
        <AltTextDialog
          productId={productId}
          media={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) =>
            onMediaChange((current) => current.map((entry) => (entry.id === saved.id ? saved : entry)))
          }
        />
      </CardContent>
    </Card>
  )
}
