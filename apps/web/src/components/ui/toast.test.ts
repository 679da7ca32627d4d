import { describe, expect, it, vi } from 'vitest'

const shown: [string, string, unknown][] = []
vi.mock('sonner', () => ({
  toast: {
    success: (message: string, options?: unknown) => shown.push(['success', message, options]),
    info: (message: string, options?: unknown) => shown.push(['info', message, options]),
    warning: (message: string, options?: unknown) => shown.push(['warning', message, options]),
    error: (message: string, options?: unknown) => shown.push(['error', message, options]),
  },
}))

describe('toast', () => {
  it('shows toasts raised before the library arrived, in order, and later ones at once', async () => {
    const { loadSonner, toast } = await import('./toast')
    toast.info('Saving')
    toast.error('Failed', { description: 'Try again', id: 'sync' })
    expect(shown).toEqual([])
    await loadSonner()
    await Promise.resolve()
    expect(shown).toEqual([
      ['info', 'Saving', undefined],
      ['error', 'Failed', { description: 'Try again', id: 'sync' }],
    ])
    toast.success('Saved')
    expect(shown.at(-1)).toEqual(['success', 'Saved', undefined])
  })
})
