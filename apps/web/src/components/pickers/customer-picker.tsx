import type { PartySummary } from '@lojista/contracts/party/party'
import { UserPlusIcon } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { searchCustomers } from '@/lib/api/party-api'
import { AsyncPicker, type AsyncPickerProps } from './async-picker'
import type { PickerAction } from './searchable-select'

export interface CustomerPickerProps
  extends Omit<AsyncPickerProps<PartySummary>, 'fetchPage' | 'getKey' | 'getLabel' | 'renderOption'> {
  /** Shows a 'Create a new customer' row; called with the text typed so far. */
  onCreate?: (text: string) => void
}

const primaryContact = (party: PartySummary, type: 'email' | 'phone') =>
  party.contacts.find((contact) => contact.type === type && contact.isPrimary)?.value ??
  party.contacts.find((contact) => contact.type === type)?.value

/** A customer's name as lists show it, falling back to how they can be reached. */
export function customerLabel(party: Pick<PartySummary, 'displayName' | 'contacts'>): string {
  return (
    party.displayName ||
    party.contacts.find((contact) => contact.type === 'email')?.value ||
    party.contacts.find((contact) => contact.type === 'phone')?.value ||
    ''
  )
}

/**
 * The customer card's picker, 'Search or create a customer', searching
 * `POST /v1/party/search` with `role:'customer'` and offering 'Create a new customer'.
 */
export function CustomerPicker({ onCreate, actions, ...props }: CustomerPickerProps) {
  // The shared texts, not the customer screens' namespace: the picker sits on the draft editor's first load.
  const { t } = useTranslation()
  const allActions = useMemo<PickerAction[]>(
    () => [
      ...(onCreate
        ? [
            {
              key: 'create-customer',
              label: t('ui.picker.customerCreate'),
              icon: <UserPlusIcon aria-hidden />,
              onSelect: onCreate,
            },
          ]
        : []),
      ...(actions ?? []),
    ],
    [onCreate, actions, t],
  )
  return (
    <AsyncPicker<PartySummary>
      placeholder={t('ui.picker.customerPlaceholder')}
      searchPlaceholder={t('ui.picker.customerPlaceholder')}
      emptyMessage={t('ui.picker.customerEmpty')}
      {...props}
      actions={allActions}
      fetchPage={searchCustomers}
      getKey={(party) => party.id}
      getLabel={customerLabel}
      renderOption={(party) => {
        const contact = primaryContact(party, 'email') ?? primaryContact(party, 'phone')
        return (
          <span className="flex min-w-0 flex-col">
            <span className="truncate">{customerLabel(party)}</span>
            {contact && contact !== customerLabel(party) && (
              <span className="truncate text-muted-foreground text-xs">{contact}</span>
            )}
          </span>
        )
      }}
    />
  )
}
