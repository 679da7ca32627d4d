import type { Location } from '@lojista/contracts/catalog/inventory'
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
import { deleteLocation, updateLocation } from '../api/locations-api'
import { describeLocationsError, useLocationsT } from '../i18n/locations-i18n'

interface DeleteLocationDialogProps {
  location: Location
  open: boolean
  onOpenChange: (open: boolean) => void
  onDeleted: () => void
  onDeactivated: (location: Location) => void
}

/**
 * Asks before deleting a location. The server refuses while the location holds stock, since deleting
 * it would lose that stock; its reason is shown, with deactivating as the way to stop using the place.
 */
export function DeleteLocationDialog({
  location,
  open,
  onOpenChange,
  onDeleted,
  onDeactivated,
}: DeleteLocationDialogProps) {
  const t = useLocationsT()
  const remove = useMutation({ mutationFn: () => deleteLocation(location.id), onSuccess: onDeleted })
  const deactivate = useMutation({
    mutationFn: () => updateLocation(location.id, { active: false }),
    onSuccess: onDeactivated,
  })
  const busy = remove.isPending || deactivate.isPending
  const failure = remove.error ?? deactivate.error
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          remove.reset()
          deactivate.reset()
        }
        onOpenChange(next)
      }}
    >
      <DialogContent closeLabel={t('translation:common.close')}>
        <DialogHeader>
          <DialogTitle>{t('remove.title', { name: location.name })}</DialogTitle>
          <DialogDescription>{t('remove.description')}</DialogDescription>
        </DialogHeader>
        {failure && (
          <Alert variant="destructive">
            {remove.error && <p className="font-medium">{t('remove.refused')}</p>}
            <p>{describeLocationsError(failure)}</p>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('remove.keep')}
          </Button>
          {location.active && (
            <Button variant="outline" disabled={busy} onClick={() => deactivate.mutate()}>
              {deactivate.isPending ? t('remove.deactivating') : t('remove.deactivate')}
            </Button>
          )}
          <Button variant="destructive" disabled={busy} onClick={() => remove.mutate()}>
            {remove.isPending ? t('remove.deleting') : t('remove.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
