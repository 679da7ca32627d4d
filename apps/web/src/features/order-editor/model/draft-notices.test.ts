import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, networkProblem } from '@/lib/api/api-error'
import { draftNotices } from './draft-notices'
import { editorToast } from './editor-toast'

vi.mock('./editor-toast', () => ({
  editorToast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}))

beforeEach(() => {
  vi.mocked(editorToast.error).mockClear()
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
})
