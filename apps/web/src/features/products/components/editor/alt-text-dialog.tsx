import { zodResolver } from '@hookform/resolvers/zod'
import { type Media, mediaUpdateSchema } from '@lojista/contracts/catalog/media'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { SubmitButton } from '@/components/form/submit-button'
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
import { toast } from '@/components/ui/toast'
import { updateProductImageAlt } from '../../api/media-api'
import { productErrorMessage, translateProductMessage, useProductsT } from '../../i18n/products-i18n'

interface AltTextDialogProps {
  productId: string
  /** The image edited; null keeps the dialog closed. */
  media: Media | null
  onClose: () => void
  onSaved: (media: Media) => void
}

export function AltTextDialog({ productId, media, onClose, onSaved }: AltTextDialogProps) {
  const t = useProductsT()
  const form = useForm({ resolver: zodResolver(mediaUpdateSchema), defaultValues: { alt: '' } })
  const [shown, setShown] = useState<string | null>(null)
  // Each image opened starts from its own text.
  if (media && shown !== media.id) {
    setShown(media.id)
    form.reset({ alt: media.alt })
  }

  const save = async ({ alt }: { alt: string }) => {
    if (!media) return
    onSaved(await updateProductImageAlt(productId, media.id, alt))
    toast.success(t('media.altSaved'))
    setShown(null)
    onClose()
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
        <Form
          form={form}
          onSubmit={save}
          className="grid gap-4"
          translate={translateProductMessage}
          // Whatever went wrong is said under the field, the one thing this form holds.
          submitError={{ fieldOf: () => null, failureOn: 'alt', failure: productErrorMessage }}
        >
          <DialogHeader>
            <DialogTitle>{t('media.editAlt')}</DialogTitle>
            <DialogDescription>{t('media.altHint')}</DialogDescription>
          </DialogHeader>
          {media && <MediaImage src={media.preview.image.url} alt="" className="mx-auto size-40" />}
          <Field name="alt" id="media-alt" label={t('media.alt')} maxLength={512} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <SubmitButton label={t('common.save')} pendingLabel={t('common.saving')} />
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
