import { useEffect } from 'react'
import { useBlocker } from 'react-router'
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

/**
 * Asks before leaving a form with unsaved changes: moving to another page of the app opens a dialog,
 * closing or reloading the tab the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const t = useProductsT()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (!when) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [when])

  return (
    <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <DialogContent closeLabel={t('common.close')} role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('form.leaveTitle')}</DialogTitle>
          <DialogDescription>{t('form.leaveBody')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            {t('form.stay')}
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            {t('form.leave')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
