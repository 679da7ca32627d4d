import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const fetchMock = vi.fn<typeof fetch>()

/** A fresh module each time: the cookie request is shared by every image of a page. */
async function renderImages(...alts: string[]) {
  vi.resetModules()
  const { MediaImage } = await import('./media-image')
  render(
    <div>
      {alts.map((alt) => (
        <MediaImage key={alt} src={`/media/store/${alt}.png`} alt={alt} />
      ))}
    </div>,
  )
}

const imageElement = (alt: string) => screen.getByAltText(alt)

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

describe('MediaImage', () => {
  it('asks once for the media cookie when images fail, then loads every failed image again', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    await renderImages('Vaso', 'Caneca')
    const [vaso, caneca] = [imageElement('Vaso'), imageElement('Caneca')]
    fireEvent.error(vaso)
    fireEvent.error(caneca)
    await waitFor(() => expect(imageElement('Vaso')).not.toBe(vaso))
    await waitFor(() => expect(imageElement('Caneca')).not.toBe(caneca))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/v1/media/auth-cookie')
    fireEvent.load(imageElement('Vaso'))
    expect(imageElement('Vaso')).not.toHaveClass('opacity-0')
  })

  it('shows the placeholder when the image fails again with the cookie', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    await renderImages('Vaso')
    const first = imageElement('Vaso')
    fireEvent.error(first)
    await waitFor(() => expect(imageElement('Vaso')).not.toBe(first))
    fireEvent.error(imageElement('Vaso'))
    expect(screen.queryByAltText('Vaso')).toBeNull()
    expect(screen.getByRole('img', { name: 'Vaso' }).tagName.toLowerCase()).toBe('svg')
  })

  it('shows the placeholder when the cookie cannot be had', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ type: 'about:blank', title: 'Unauthorized', status: 401 }), {
        status: 401,
        headers: { 'content-type': 'application/problem+json' },
      }),
    )
    await renderImages('Vaso')
    fireEvent.error(imageElement('Vaso'))
    await waitFor(() => expect(screen.queryByAltText('Vaso')).toBeNull())
    expect(screen.getByRole('img', { name: 'Vaso' })).toBeInTheDocument()
  })
})
