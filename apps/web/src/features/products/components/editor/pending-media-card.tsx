import { MAX_IMAGE_BYTES } from '@lojista/contracts/catalog/media'
import { useEffect, useRef, useState } from 'react'
import { MediaImage } from '@/components/media-image'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatFileSize } from '@/lib/format'
import { useProductsT } from '../../i18n/products-i18n'
import { FileDropZone } from '../file-drop-zone'
import { MediaGrid, moved } from './media-grid'
import { checkImageSize, imageAccept, type UploadFailure, UploadFailures } from './upload-failure'

/** An image chosen for a product not saved yet; it is uploaded right after the product is created. */
export interface PendingImage {
  key: string
  file: File
  /** A local address of the file, for its preview. */
  url: string
}

interface PendingMediaCardProps {
  images: PendingImage[]
  onChange: (images: PendingImage[]) => void
  /** Images the server refused after the product was created. */
  failures: UploadFailure[]
  onDismissFailures: () => void
}

export function PendingMediaCard({ images, onChange, failures, onDismissFailures }: PendingMediaCardProps) {
  const t = useProductsT()
  const [refused, setRefused] = useState<UploadFailure[]>([])

  // Previews are released when the page goes away; the ref holds the images of the last render.
  const latest = useRef(images)
  latest.current = images
  useEffect(
    () => () => {
      for (const image of latest.current) URL.revokeObjectURL(image.url)
    },
    [],
  )

  const add = (files: File[]) => {
    const tooLarge: UploadFailure[] = []
    const accepted: PendingImage[] = []
    for (const file of files) {
      const reason = checkImageSize(file)
      if (reason) tooLarge.push({ name: file.name, reason })
      else accepted.push({ key: crypto.randomUUID(), file, url: URL.createObjectURL(file) })
    }
    setRefused(tooLarge)
    onChange([...images, ...accepted])
  }

  const remove = (index: number) => {
    const image = images[index]
    if (image) URL.revokeObjectURL(image.url)
    onChange(images.filter((_, other) => other !== index))
  }

  const allFailures = [...failures, ...refused]
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('media.title')}</CardTitle>
        {images.length > 0 && <CardDescription>{t('media.queued')}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-3">
        <MediaGrid
          tiles={images.map((image) => ({
            key: image.key,
            label: image.file.name,
            image: <MediaImage src={image.url} alt={image.file.name} className="size-full" />,
          }))}
          onMove={(from, to) => onChange(moved(images, from, to))}
          onRemove={remove}
        />
        <UploadFailures
          failures={allFailures}
          onDismiss={() => {
            setRefused([])
            onDismissFailures()
          }}
        />
        <FileDropZone
          accept={imageAccept}
          multiple
          onFiles={add}
          prompt={t('media.drop')}
          buttonLabel={t('media.add')}
          inputLabel={t('media.add')}
          hint={t('media.accepts', { size: formatFileSize(MAX_IMAGE_BYTES) })}
        />
      </CardContent>
    </Card>
  )
}
