import { zodResolver } from '@hookform/resolvers/zod'
import {
  type CustomerForm,
  customerFormDefaults,
  customerFormSchema,
  customerFormToParty,
} from '@lojista/contracts/party/customer-form'
import type { Party, PartyCreateInput } from '@lojista/contracts/party/party'
import { useEffect, useRef } from 'react'
import { type FieldPath, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ApiError } from '@/lib/api/api-error'
import { createParty } from '@/lib/api/party-api'
import { FORM_FAILURE, type SubmitErrorOptions } from '@/lib/form/problem-errors'
import { formFieldOfServerPath } from './customer-field-paths'
import { customersT, translateCustomerMessage } from './i18n/customers-i18n'

export type CustomerFormValues = z.input<typeof customerFormSchema>

export interface CreateCustomerFormOptions {
  /** Called with the customer as the server stored them. */
  onCreated: (party: Party) => void | Promise<void>
  /** Starting values, such as the name typed into the customer picker. */
  defaultValues?: Partial<CustomerForm>
}

/**
 * Creating a customer: validate with the shared schema, create the party, hand it
 * back, then reset. Each field's error is kept on that field, never shown under another;
 * the whole-form rule is on 'all'. A failure keeps the form as it is, with the server's field errors placed.
 * Spread the answer's `formProps` on a `Form`.
 */
export function useCreateCustomerForm({ onCreated, defaultValues }: CreateCustomerFormOptions) {
  const initial = { ...customerFormDefaults, ...defaultValues }
  const form = useForm<CustomerFormValues, unknown, CustomerForm>({
    resolver: zodResolver(customerFormSchema),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  // Made once per customer, so that sending the same form twice (a retry, a double click) creates one.
  const partyId = useRef(crypto.randomUUID())
  // What was sent: a server error's path ('contacts.1.value') is read against it.
  const sent = useRef<PartyCreateInput | null>(null)
  const { isSubmitted } = form.formState

  // After a first attempt every change re-checks the whole form, so the error box and the 'all' rule
  // (which belongs to no single field) follow what the user fixes.
  useEffect(() => {
    if (!isSubmitted) return
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') void form.trigger()
    })
    return () => subscription.unsubscribe()
  }, [form, isSubmitted])

  const onSubmit = async (values: CustomerForm) => {
    const payload = customerFormToParty(values, partyId.current)
    sent.current = payload
    try {
      const party = await createParty(payload)
      partyId.current = crypto.randomUUID()
      await onCreated(party)
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error
      // A conflict names no field this form could fix: it stays open as it is, to try again.
      form.setError(FORM_FAILURE, { type: 'server', message: customersT('form.failed') })
    }
  }

  const submitError: SubmitErrorOptions<CustomerFormValues> = {
    fieldOf: (path) =>
      sent.current
        ? (formFieldOfServerPath(path, sent.current) as FieldPath<CustomerFormValues> | null)
        : null,
    // Anything else (offline, a server failure) leaves the form open as it is, to try again.
    failure: () => customersT('form.failed'),
  }

  const reset = () => {
    form.reset(initial)
    partyId.current = crypto.randomUUID()
  }

  return {
    form,
    reset,
    formProps: { form, onSubmit, submitError, translate: translateCustomerMessage },
  }
}
