import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { useProductsT } from '../../i18n/products-i18n'

interface ConflictDialogProps {
  open: boolean
  onReload: () => void
  onKeepEditing: () => void
}

/** A save named a version someone else has replaced since: say so and offer the current product. */
export function ConflictDialog({ open, onReload, onKeepEditing }: ConflictDialogProps) {
  const t = useProductsT()
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onKeepEditing()}>
      <DialogContent closeLabel={t('common.close')} role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('form.conflictTitle')}</DialogTitle>
          <DialogDescription>{t('form.conflictBody')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onKeepEditing}>
            {t('form.keepEditing')}
          </Button>
          <Button onClick={onReload}>{t('form.reload')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
