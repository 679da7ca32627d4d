import { toast } from '@/components/ui/toast'
import { editorErrorMessage, editorT } from '../i18n/editor-i18n'
import type { DraftEvents } from './draft-store'
import { editorToast } from './editor-toast'

const SYNC_FAILED_TOAST = 'order-sync-failed'

/** Takes the failed-save toast away once its Retry can no longer help (the draft became an order). */
export function dismissSyncFailure() {
  toast.dismiss(SYNC_FAILED_TOAST)
}

/** What the draft store tells staff, once per draft however many editors show it. */
export const draftNotices: DraftEvents = {
  syncFailed(error, retry) {
    editorToast.error(editorT('sync.failed'), {
      id: SYNC_FAILED_TOAST,
      description: editorErrorMessage(error),
      action: { label: editorT('sync.retry'), onClick: retry },
    })
  },
  conflictMerged(lost) {
    editorToast.warning(editorT('sync.conflictTitle'), {
      id: 'order-conflict',
      description: lost > 0 ? editorT('sync.conflictLost', { count: lost }) : editorT('sync.conflictBody'),
    })
  },
  customerFailed(error) {
    editorToast.error(editorT('sync.customerFailed'), { description: editorErrorMessage(error) })
  },
}
