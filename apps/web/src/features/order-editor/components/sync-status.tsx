import { CheckIcon, CloudOffIcon, LoaderCircleIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor } from '../model/order-editor-context'

/** Whether what staff typed has reached the server, with a retry after a failure. */
export function SyncStatus() {
  const t = useEditorT()
  const { snapshot, flags, actions } = useOrderEditor()
  // A draft that became an order takes no more saves: there is nothing to report or retry.
  if (flags.isReadOnly) return null
  if (snapshot.loadState !== 'ready' || (snapshot.isNew && snapshot.unsavedEdits === 0)) return null
  if (snapshot.sync === 'failed') {
    return (
      <span className="flex items-center gap-2 text-destructive text-sm" role="status">
        <CloudOffIcon className="size-4" aria-hidden />
        {t('sync.unsaved')}
        <Button variant="outline" size="xs" onClick={actions.retrySync}>
          {t('sync.retry')}
        </Button>
      </span>
    )
  }
  const busy = snapshot.sync !== 'idle'
  return (
    <span
      className="flex items-center gap-1.5 text-muted-foreground text-sm"
      role="status"
      data-testid="sync-status"
    >
      {busy ? (
        <LoaderCircleIcon className="size-4 animate-spin" aria-hidden />
      ) : (
        <CheckIcon className="size-4" aria-hidden />
      )}
      {busy ? t('sync.saving') : t('sync.saved')}
    </span>
  )
}
