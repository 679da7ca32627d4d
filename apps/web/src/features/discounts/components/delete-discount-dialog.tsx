import type { Discount } from '@lojista/contracts/discounts/index'
import { useMutation } from '@tanstack/react-query'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { ApiError } from '@/lib/api/api-error'
import { deleteDiscount } from '../api/discounts-api'
import { describeDiscountsError, useDiscountsT } from '../i18n/discounts-i18n'

interface DeleteDiscountDialogProps {
  discount: Discount
  open: boolean
  onOpenChange: (open: boolean) => void
  onDeleted: () => void
  onDeactivate: () => void
  deactivating: boolean
}

/**
 * Asks before deleting a discount. The server refuses once orders used it (they keep naming it); its
 * reason is shown, with deactivating as the way to stop it.
 */
export function DeleteDiscountDialog({
  discount,
  open,
  onOpenChange,
  onDeleted,
  onDeactivate,
  deactivating,
}: DeleteDiscountDialogProps) {
  const t = useDiscountsT()
  const remove = useMutation({ mutationFn: () => deleteDiscount(discount.id), onSuccess: onDeleted })
  const used = remove.error instanceof ApiError && remove.error.status === 409
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset()
        onOpenChange(next)
      }}
    >
      <DialogContent closeLabel={t('translation:common.close')}>
        <DialogHeader>
          <DialogTitle>{t('actions.deleteTitle', { name: discount.code ?? discount.title })}</DialogTitle>
          <DialogDescription>{t('actions.deleteBody')}</DialogDescription>
        </DialogHeader>
        {remove.error && (
          <Alert variant="destructive">
            <p className="font-medium">{t('actions.refused')}</p>
            <p>{describeDiscountsError(remove.error)}</p>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('actions.keep')}
          </Button>
          {used && discount.status !== 'inactive' && (
            <Button variant="outline" disabled={deactivating} onClick={onDeactivate}>
              {t('actions.deactivateInstead')}
            </Button>
          )}
          <Button variant="destructive" disabled={remove.isPending || used} onClick={() => remove.mutate()}>
            {t('actions.delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
