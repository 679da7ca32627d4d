import { zodResolver } from '@hookform/resolvers/zod'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type FieldPath, useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError, networkProblem } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/api/error-message'
import { changeLanguage } from '@/lib/i18n/i18n'
import { Field } from './field'
import { Form } from './form'
import { FormErrorSummary } from './form-error-summary'
import { FormFailure } from './form-failure'
import { MoneyField } from './number-field'
import { SubmitButton } from './submit-button'

const schema = z.object({
  email: z.string().trim().min(1, 'Required'),
  contacts: z.array(z.object({ phone: z.string() })),
  price: z.string().nullable(),
})
type Values = z.input<typeof schema>

const refused = (errors: { path: string; message: string }[], detail = 'The request has invalid fields.') =>
  new ApiError({ type: 'about:blank', title: 'Bad Request', status: 400, detail, errors })

const sentPaths = new Map<string, FieldPath<Values>>([
  ['contacts.1.phone', 'contacts.1.phone'],
  ['price', 'price'],
])

/** A small form of the shared pieces whose submit fails with the given error. */
function Sample({ failWith }: { failWith: unknown }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: 'ana@example.com', contacts: [{ phone: '' }, { phone: '' }], price: '10.00' },
  })
  return (
    <Form
      form={form}
      idPrefix="sample"
      onSubmit={() => Promise.reject(failWith)}
      // The request names the email `customerEmail`; other paths are the form's own.
      submitError={{
        fieldOf: (path) => (path === 'customerEmail' ? 'email' : (sentPaths.get(path) ?? null)),
      }}
    >
      <FormFailure />
      <FormErrorSummary
        fields={[
          { name: 'email', label: 'Email' },
          { name: 'contacts', label: 'Contacts', each: true },
          { name: 'price', label: 'Price' },
        ]}
        title={(count) => `${count} to fix`}
      />
      <Field<Values> name="email" label="Email" />
      <Field<Values> name="contacts.0.phone" label="Phone 1" />
      <Field<Values> name="contacts.1.phone" label="Phone 2" />
      <MoneyField<Values> name="price" label="Price" />
      <SubmitButton label="Save" pendingLabel="Saving" />
    </Form>
  )
}

const messageOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent

afterEach(async () => {
  await changeLanguage('en')
})

describe('the shared form pieces', () => {
  it("put an API problem's field errors on the fields they name and count them in the summary", async () => {
    render(
      <Sample
        failWith={refused([
          { path: 'customerEmail', message: 'Invalid email' },
          { path: 'contacts.1.phone', message: 'Enter a valid phone number' },
          { path: 'price', message: 'Must be 0 or greater' },
        ])}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('3 to fix')).toBeInTheDocument()
    const email = screen.getByLabelText('Email')
    expect(email).toHaveAttribute('id', 'sample-email')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(messageOf(email)).toBe('Invalid email')
    expect(messageOf(screen.getByLabelText('Phone 2'))).toBe('Enter a valid phone number')
    expect(screen.getByLabelText('Phone 1')).not.toHaveAttribute('aria-invalid')
    expect(messageOf(screen.getByLabelText('Price'))).toBe('Must be 0 or greater')
    // The first field the server named has the focus; the summary's lines move it to theirs.
    expect(email).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Contacts: Enter a valid phone number' }))
    expect(screen.getByLabelText('Phone 2')).toHaveFocus()
    // Every error found a field: the form as a whole has nothing to say.
    expect(screen.queryByText('The request has invalid fields.')).not.toBeInTheDocument()
  })

  it('say in the form what has no field, in the interface language', async () => {
    await changeLanguage('pt-BR')
    render(
      <Sample
        failWith={refused(
          [
            { path: 'customerEmail', message: 'Invalid email' },
            { path: 'storeId', message: 'Required' },
          ],
          'Refused',
        )}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(messageOf(screen.getByLabelText('Email'))).toBe('E-mail inválido'))
    expect(screen.getByText('Obrigatório')).toHaveAttribute('role', 'alert')
  })

  it('word a failure without an answer through errorMessage', async () => {
    const offline = new ApiError(networkProblem(new TypeError('Failed to fetch')))
    render(<Sample failWith={offline} />)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(errorMessage(offline))).toBeInTheDocument()
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument()
  })

  it('check the schema before sending and show its messages translated', async () => {
    await changeLanguage('pt-BR')
    render(<Sample failWith={new Error('never sent')} />)
    await userEvent.clear(screen.getByLabelText('Email'))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('1 to fix')).toBeInTheDocument()
    expect(messageOf(screen.getByLabelText('Email'))).toBe('Obrigatório')
  })
})

const nameSchema = z.object({ name: z.string().trim().min(1, 'Required') })
type NameValues = z.input<typeof nameSchema>

/** A form whose part is a form of its own, as an option is edited within the product form. */
function Nested({ onOuter, onInner }: { onOuter: () => void; onInner: (values: NameValues) => void }) {
  const outer = useForm<NameValues>({ defaultValues: { name: 'Caneca' } })
  const inner = useForm<NameValues>({ resolver: zodResolver(nameSchema), defaultValues: { name: '' } })
  return (
    <Form form={outer} onSubmit={onOuter}>
      <Field<NameValues> name="name" label="Title" />
      <Form form={inner} nested idPrefix="option" onSubmit={onInner}>
        <Field<NameValues> name="name" label="Option name" />
        <SubmitButton label="Done" pendingLabel="Done" />
      </Form>
      <SubmitButton label="Save" pendingLabel="Saving" />
    </Form>
  )
}

describe('a form nested in another', () => {
  it('is sent by its own button or Enter in its fields, never sending the form around it', async () => {
    const sent: { outer: number; inner: NameValues[] } = { outer: 0, inner: [] }
    render(<Nested onOuter={() => (sent.outer += 1)} onInner={(values) => sent.inner.push(values)} />)
    expect(document.querySelectorAll('form')).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(messageOf(await screen.findByLabelText('Option name'))).toBe('Required')

    await userEvent.type(screen.getByLabelText('Option name'), ' Cor {Enter}')
    await waitFor(() => expect(sent.inner).toEqual([{ name: 'Cor' }]))
    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(sent.inner).toHaveLength(2))
    expect(sent.outer).toBe(0)

    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent.outer).toBe(1))
    expect(sent.inner).toHaveLength(2)
  })
})
