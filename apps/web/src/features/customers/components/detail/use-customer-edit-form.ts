import { zodResolver } from '@hookform/resolvers/zod'
import {
  type CustomerEditOutput,
  type CustomerEditValues,
  customerEditSchema,
} from '@lojista/contracts/party/customer-edit-form'
import type { Party } from '@lojista/contracts/party/party'
import { useRef, useState } from 'react'
import { type FieldPath, useForm } from 'react-hook-form'
import { useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { ApiError } from '@/lib/api/api-error'
import type { SubmitErrorOptions } from '@/lib/form/problem-errors'
import { type AddressSlot, editPathOfServerPath, editValuesToUpdate } from '../../model/customer-edit-form'

export interface CustomerEditFormOptions {
  party: Party
  initialValues: CustomerEditValues
  /** Sends the update; resolves with the party as saved. */
  save: (body: ReturnType<typeof editValuesToUpdate>['body']) => Promise<Party>
  /** The saved party, and the values it was saved from (their option names spare a lookup). */
  onSaved: (party: Party, values: CustomerEditOutput) => void
}

/**
 * The customer page's form: every stored field, saved with the version read. A stale version is a
 * conflict the page offers to reload; the server's field errors land on the fields of the paths sent.
 */
export function useCustomerEditForm({ party, initialValues, save, onSaved }: CustomerEditFormOptions) {
  const t = useCustomersT()
  const [conflict, setConflict] = useState(false)
  const form = useForm<CustomerEditValues, unknown, CustomerEditOutput>({
    resolver: zodResolver(customerEditSchema),
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  // Which address went where in the request: a server error's path ('addresses.1.city') is read against it.
  const addressSlots = useRef<AddressSlot[]>([])

  const onSubmit = async (values: CustomerEditOutput) => {
    setConflict(false)
    const update = editValuesToUpdate(values, party)
    addressSlots.current = update.addressSlots
    try {
      onSaved(await save(update.body), values)
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return setConflict(true)
      throw error
    }
  }

  const submitError: SubmitErrorOptions<CustomerEditValues> = {
    fieldOf: (path) =>
      editPathOfServerPath(path, addressSlots.current) as FieldPath<CustomerEditValues> | null,
    failure: () => t('detail.saveFailed'),
  }

  return { form, conflict, onSubmit, submitError }
}
