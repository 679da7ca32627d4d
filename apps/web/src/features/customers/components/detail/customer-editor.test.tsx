import type { Party } from '@lojista/contracts/party/party'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/api-error'
import { partyToEditValues } from '../../model/customer-edit-form'
import { CustomerEditor } from './customer-editor'

const party: Party = {
  id: '7d8a5c0e-9a43-4a8e-8f5e-3b1c2d4e5f60',
  type: 'individual',
  status: 'active',
  displayName: 'Ana Souza',
  name: 'Ana Souza',
  firstName: 'Ana',
  lastName: 'Souza',
  company: '',
  taxId: null,
  tags: [],
  contacts: [{ type: 'email', value: 'ana@example.com', isPrimary: true }],
  role: 'customer',
  roles: [{ role: 'customer' }],
  loyaltyPoints: null,
  erasedAt: null,
  tier: null,
  version: 3,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
  locale: null,
  taxExempt: false,
  taxExemptReason: '',
  note: '',
  communicationPreferences: [],
  addresses: [],
}

const names = { language: (code: string) => code, country: (code: string) => code, state: (id: string) => id }

function renderEditor(save: (body: unknown) => Promise<Party>) {
  const onSaved = vi.fn()
  const onReload = vi.fn()
  render(
    <CustomerEditor
      party={party}
      initialValues={partyToEditValues(party, names)}
      save={save}
      onSaved={onSaved}
      onReload={onReload}
    />,
  )
  return { onSaved, onReload }
}

describe('CustomerEditor', () => {
  it('saves with the version it read', async () => {
    const user = userEvent.setup()
    const save = vi.fn(async () => ({ ...party, version: 4, note: 'Prefers mornings' }))
    const { onSaved } = renderEditor(save)
    await user.type(screen.getByLabelText('Note'), 'Prefers mornings')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ version: 3, note: 'Prefers mornings' }))
  })

  it('says when someone else changed the customer, and offers to reload', async () => {
    const user = userEvent.setup()
    const conflict = new ApiError({ type: 'about:blank', title: 'Conflict', status: 409 })
    const { onSaved, onReload } = renderEditor(async () => {
      throw conflict
    })
    await user.type(screen.getByLabelText('Tier'), 'Gold')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Someone else changed this customer')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reload customer' }))
    expect(onReload).toHaveBeenCalled()
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('puts a contact error under that contact', async () => {
    const user = userEvent.setup()
    const save = vi.fn()
    renderEditor(save)
    await user.click(screen.getByRole('button', { name: 'Add email' }))
    await user.type(screen.getByRole('textbox', { name: 'Email 2' }), 'bia@')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('textbox', { name: 'Email 2' })).toHaveAccessibleDescription(
      'Invalid email',
    )
    expect(screen.getByRole('textbox', { name: 'Email 1' })).not.toHaveAttribute('aria-invalid')
    expect(screen.getByText('To save this customer, 1 change needs to be made:')).toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()
  })
})
