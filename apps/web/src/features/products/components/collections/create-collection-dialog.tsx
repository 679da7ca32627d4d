import { zodResolver } from '@hookform/resolvers/zod'
import type { Collection } from '@lojista/contracts/catalog/collections'
import { useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { collectionKeys } from '../../api/collection-queries'
import { createCollection } from '../../api/collections-api'
import { translateProductMessage, useProductsT } from '../../i18n/products-i18n'
import { productFormMessages } from '../../utils/product-form-schema'

export const collectionFormSchema = z.object({
  title: z.string().trim().min(1, productFormMessages.required).max(255),
  description: z.string().max(20_000),
})
export type CollectionFormValues = z.infer<typeof collectionFormSchema>

interface CreateCollectionDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onCreated: (collection: Collection) => void
}

export function CreateCollectionDialog({ open, onOpenChange, onCreated }: CreateCollectionDialogProps) {
  const t = useProductsT()
  const queryClient = useQueryClient()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CollectionFormValues>({
    resolver: zodResolver(collectionFormSchema),
    defaultValues: { title: '', description: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await createCollection(values)
      await queryClient.invalidateQueries({ queryKey: collectionKeys.all })
      toast.success(t('collections.created'))
      reset()
      onOpenChange(false)
      onCreated(created)
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.fieldErrors[0] : undefined
      const message = fieldError?.message ?? (error instanceof Error ? error.message : String(error))
      setError(fieldError?.path === 'description' ? 'description' : 'root', { message })
    }
  })

  const titleError = errors.title?.message && translateProductMessage(errors.title.message)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset()
        onOpenChange(next)
      }}
    >
      <DialogContent closeLabel={t('common.close')} aria-describedby={undefined}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('collections.newTitle')}</DialogTitle>
          </DialogHeader>
          {errors.root?.message && (
            <Alert variant="destructive">{translateProductMessage(errors.root.message)}</Alert>
          )}
          <FormField id="collection-title" label={t('collections.title')} error={titleError}>
            <Input {...fieldAria('collection-title', titleError)} {...register('title')} />
          </FormField>
          <FormField
            id="collection-description"
            label={t('collections.description')}
            error={errors.description?.message && translateProductMessage(errors.description.message)}
          >
            <Textarea id="collection-description" rows={4} {...register('description')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('common.saving') : t('collections.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
