import type { Media } from '@lojista/contracts/catalog/media'
import { type FormEvent, useState } from 'react'
import { MediaImage } from '@/components/media-image'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toast'
import { updateProductImageAlt } from '../../api/media-api'
import { useProductsT } from '../../i18n/products-i18n'
import { uploadFailureReason } from './upload-failure'

interface AltTextDialogProps {
  productId: string
  /** The image edited; null keeps the dialog closed. */
  media: Media | null
  onClose: () => void
  onSaved: (media: Media) => void
}

export function AltTextDialog({ productId, media, onClose, onSaved }: AltTextDialogProps) {
  const t = useProductsT()
  const [alt, setAlt] = useState('')
  const [shown, setShown] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | undefined>()
  if (media && shown !== media.id) {
    setShown(media.id)
    setAlt(media.alt)
    setError(undefined)
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!media) return
    setSaving(true)
    try {
      onSaved(await updateProductImageAlt(productId, media.id, alt.trim()))
      toast.success(t('media.altSaved'))
      setShown(null)
      onClose()
    } catch (failure) {
      setError(uploadFailureReason(failure))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog
      open={media !== null}
      onOpenChange={(open) => {
        if (!open) {
          setShown(null)
          onClose()
        }
      }}
    >
      <DialogContent closeLabel={t('common.close')}>
        <form onSubmit={(event) => void save(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('media.editAlt')}</DialogTitle>
            <DialogDescription>{t('media.altHint')}</DialogDescription>
          </DialogHeader>
          {media && <MediaImage src={media.preview.image.url} alt="" className="mx-auto size-40" />}
          <FormField id="media-alt" label={t('media.alt')} error={error}>
            <Input
              id="media-alt"
              value={alt}
              maxLength={512}
              onChange={(event) => setAlt(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'media-alt-error' : undefined}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? t('common.saving') : t('common.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
