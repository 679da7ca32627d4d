import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, networkProblem } from '@/lib/api/api-error'
import { draftNotices } from './draft-notices'
import { editorToast } from './editor-toast'

vi.mock('./editor-toast', () => ({
  editorToast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}))

beforeEach(() => {
  vi.mocked(editorToast.error).mockClear()
  vi.mocked(editorToast.warning).mockClear()
})

describe('the draft notices', () => {
  it('tell staff in words why a save failed, with a Retry', () => {
    const retry = vi.fn()
    draftNotices.syncFailed(new ApiError(networkProblem(new TypeError('Failed to fetch'))), retry)
    const [title, options] = vi.mocked(editorToast.error).mock.calls[0] ?? []
    expect(title).toBe('Failed to sync order.')
    expect(options?.description).toBe('Could not reach the server. Check your connection and try again.')
    expect(options?.action).toMatchObject({ label: 'Retry' })
  })

  it('reword a value the server refused', () => {
    draftNotices.syncFailed(
      new ApiError({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'The request has invalid fields.',
        errors: [{ path: 'lineItems.0.quantity', message: 'Too big: expected number to be <=100000' }],
      }),
      () => {},
    )
    expect(vi.mocked(editorToast.error).mock.calls[0]?.[1]?.description).toBe(
      'Quantity: Must be at most 100,000',
    )
  })

  it('say how many edits were lost when a colleague removed the items they were made on', () => {
    draftNotices.conflictMerged(1)
    draftNotices.conflictMerged(3)
    const [[oneTitle, one], [manyTitle, many]] = vi.mocked(editorToast.warning).mock.calls as [
      [string, { description?: string; id?: string }],
      [string, { description?: string; id?: string }],
    ]
    expect(oneTitle).toBe('A colleague changed this draft')
    expect(one.description).toBe(
      'Their changes are kept and yours were applied on top of them, except 1 made on an item they removed.',
    )
    expect(manyTitle).toBe('A colleague changed this draft')
    expect(many.description).toBe(
      'Their changes are kept and yours were applied on top of them, except 3 made on items they removed.',
    )
    // One toast for the draft: a second conflict replaces the first rather than piling up.
    expect(many.id).toBe(one.id)
  })

  it('say nothing was lost when every edit could be applied on top of the colleague’s', () => {
    draftNotices.conflictMerged(0)
    const [title, options] = vi.mocked(editorToast.warning).mock.calls[0] ?? []
    expect(title).toBe('A colleague changed this draft')
    expect(options?.description).toBe('Their changes are kept and yours were applied on top of them.')
    expect(options?.description).not.toMatch(/\d/)
  })
})
