import { zodResolver } from '@hookform/resolvers/zod'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { Field } from './field'
import { FormPanel } from './form-panel'

const schema = z.object({ name: z.string().trim().min(1, 'Required') })
type Values = z.input<typeof schema>

/** A shipping rate edited in a panel, saved slowly enough to be seen at work. */
function RatePanel({ saved, onSave }: { saved: string; onSave: (name: string) => Promise<void> }) {
  const [open, setOpen] = useState(false)
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '' } })
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit rate
      </button>
      <FormPanel
        open={open}
        onOpenChange={setOpen}
        title="Shipping rate"
        submitLabel="Save"
        cancelLabel="Cancel"
        form={form}
        startFrom={() => ({ name: saved })}
        onSubmit={async ({ name }) => {
          await onSave(name)
          setOpen(false)
        }}
      >
        <Field<Values> name="name" label="Rate name" />
      </FormPanel>
    </>
  )
}

describe('a form in a panel', () => {
  it('starts from the record each time it opens, and Cancel leaves it as it was', async () => {
    const user = userEvent.setup()
    render(<RatePanel saved="Correios" onSave={async () => {}} />)
    await user.click(screen.getByRole('button', { name: 'Edit rate' }))
    const name = screen.getByRole('textbox', { name: 'Rate name' })
    expect(name).toHaveValue('Correios')
    await user.clear(name)
    await user.type(name, 'Motoboy')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Edit rate' }))
    expect(screen.getByRole('textbox', { name: 'Rate name' })).toHaveValue('Correios')
  })

  it('checks the fields, then saves once: Save cannot be pressed again while it is sent', async () => {
    let finish = () => {}
    const sent: string[] = []
    const onSave = (name: string) => {
      sent.push(name)
      return new Promise<void>((resolve) => {
        finish = resolve
      })
    }
    const user = userEvent.setup()
    render(<RatePanel saved="" onSave={onSave} />)
    await user.click(screen.getByRole('button', { name: 'Edit rate' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Required')).toBeVisible()

    await user.type(screen.getByRole('textbox', { name: 'Rate name' }), 'Motoboy')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled())
    expect(sent).toEqual(['Motoboy'])
    finish()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
