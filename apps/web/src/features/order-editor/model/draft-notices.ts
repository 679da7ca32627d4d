import { ApiError } from '@/lib/api/api-error'
import { editorT, translateEditorMessage } from '../i18n/editor-i18n'
import type { DraftEvents } from './draft-store'
import { editorToast } from './editor-toast'

function detailOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  const first = error.fieldErrors[0]
  return translateEditorMessage(first ? first.message : (error.problem.detail ?? error.problem.title))
}

/** What the draft store tells staff, once per draft however many editors show it. */
export const draftNotices: DraftEvents = {
  syncFailed(error, retry) {
    editorToast.error(editorT('sync.failed'), {
      id: 'order-sync-failed',
      description: detailOf(error),
      action: { label: editorT('sync.retry'), onClick: retry },
    })
  },
  conflictMerged() {
    editorToast.warning(editorT('sync.conflictTitle'), {
      id: 'order-conflict',
      description: editorT('sync.conflictBody'),
    })
  },
  customerFailed(error) {
    editorToast.error(editorT('sync.customerFailed'), { description: detailOf(error) })
  },
}
