import { zodResolver } from '@hookform/resolvers/zod'
import {
  type CustomerForm,
  customerFormDefaults,
  customerFormSchema,
  customerFormToParty,
} from '@lojista/contracts/party/customer-form'
import { FORM_ERROR_PATH } from '@lojista/contracts/party/messages'
import type { Party } from '@lojista/contracts/party/party'
import { useEffect, useRef, useState } from 'react'
import { type Path, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ApiError } from '@/lib/api/api-error'
import { createParty } from '@/lib/api/party-api'
import { formFieldOfServerPath } from './customer-form-errors'
import { customersT, translateCustomerMessage } from './i18n/customers-i18n'

export type CustomerFormValues = z.input<typeof customerFormSchema>

export interface CreateCustomerFormOptions {
  /** Called with the customer as the server stored them. */
  onCreated: (party: Party) => void | Promise<void>
  /** Starting values, such as the name typed into the customer picker. */
  defaultValues?: Partial<CustomerForm>
}

/**
 * The spec's customer creation (section 4): validate with the shared schema, create the party, hand it
 * back, then reset. Each field's error is kept on that field (the spec's misplaced errors are not copied);
 * the whole-form rule is on 'all'. A failure keeps the form as it is, with the server's field errors placed.
 */
export function useCreateCustomerForm({ onCreated, defaultValues }: CreateCustomerFormOptions) {
  const initial = { ...customerFormDefaults, ...defaultValues }
  const form = useForm<CustomerFormValues, unknown, CustomerForm>({
    resolver: zodResolver(customerFormSchema),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const [failure, setFailure] = useState<string | null>(null)
  // Made once per customer, so that sending the same form twice (a retry, a double click) creates one.
  const partyId = useRef(crypto.randomUUID())
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

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    const payload = customerFormToParty(values, partyId.current)
    try {
      const party = await createParty(payload)
      partyId.current = crypto.randomUUID()
      await onCreated(party)
    } catch (error) {
      if (error instanceof ApiError && error.status !== 409) {
        let placed = false
        for (const fieldError of error.fieldErrors) {
          const field = formFieldOfServerPath(fieldError.path, payload)
          if (!field) continue
          form.setError(
            field === FORM_ERROR_PATH ? (FORM_ERROR_PATH as Path<CustomerFormValues>) : field,
            { type: 'server', message: fieldError.message },
            { shouldFocus: false },
          )
          placed = true
        }
        if (placed) return
      }
      // Anything else (offline, a server failure) leaves the form open as it is, to try again.
      setFailure(customersT('form.failed'))
    }
  })

  const reset = () => {
    form.reset(initial)
    setFailure(null)
    partyId.current = crypto.randomUUID()
  }

  return { form, submit, reset, failure, translate: translateCustomerMessage }
}
