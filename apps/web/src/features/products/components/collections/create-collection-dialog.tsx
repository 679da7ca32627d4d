import { zodResolver } from '@hookform/resolvers/zod'
import {
  type Collection,
  type CollectionFormValues,
  collectionFormSchema,
} from '@lojista/contracts/catalog/collections'
import { useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/components/ui/toast'
import { useQueryKeys } from '@/lib/query-keys'
import { createCollection } from '../../api/collections-api'
import { productErrorMessage, translateProductMessage, useProductsT } from '../../i18n/products-i18n'
import { CollectionFields } from './collection-fields'

interface CreateCollectionDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onCreated: (collection: Collection) => void
}

export function CreateCollectionDialog({ open, onOpenChange, onCreated }: CreateCollectionDialogProps) {
  const t = useProductsT()
  const queryClient = useQueryClient()
  const keys = useQueryKeys()
  const form = useForm<CollectionFormValues>({
    resolver: zodResolver(collectionFormSchema),
    defaultValues: { title: '', description: '' },
  })

  const create = async (values: CollectionFormValues) => {
    const created = await createCollection(values)
    await queryClient.invalidateQueries({ queryKey: keys.collections.all })
    toast.success(t('collections.created'))
    form.reset()
    onOpenChange(false)
    onCreated(created)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset()
        onOpenChange(next)
      }}
    >
      <DialogContent closeLabel={t('common.close')} aria-describedby={undefined}>
        <Form
          form={form}
          onSubmit={create}
          className="grid gap-4"
          translate={translateProductMessage}
          submitError={{ failure: productErrorMessage }}
        >
          <DialogHeader>
            <DialogTitle>{t('collections.newTitle')}</DialogTitle>
          </DialogHeader>
          <FormFailure />
          <CollectionFields />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <SubmitButton label={t('collections.create')} pendingLabel={t('common.saving')} />
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
