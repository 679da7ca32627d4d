import type { CustomerEditValues } from '@lojista/contracts/party/customer-edit-form'
import { MailIcon, PhoneIcon, Trash2Icon } from 'lucide-react'
import { Controller, useFieldArray, useFormContext } from 'react-hook-form'
import { useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { useFieldError, useFieldId } from '@/components/form/form-context'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/** Every email and phone of the customer; one of each type is primary (choosing one unmarks the other). */
export function ContactsEditor() {
  const t = useCustomersT()
  const { control, getValues } = useFormContext<CustomerEditValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'contacts' })

  const add = (type: 'email' | 'phone') => {
    const hasPrimary = getValues('contacts').some((contact) => contact.type === type && contact.isPrimary)
    append({ type, value: '', isPrimary: !hasPrimary })
  }

  return (
    <div className="grid gap-3">
      {fields.length === 0 && <p className="text-muted-foreground text-sm">{t('detail.noContacts')}</p>}
      {fields.map((contact, index) => (
        <ContactRow
          key={contact.id}
          index={index}
          type={contact.type}
          // Numbered within its type ("Email 1", "Phone 1"), so each field has a name of its own.
          ordinal={fields.slice(0, index + 1).filter((other) => other.type === contact.type).length}
          onRemove={() => remove(index)}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => add('email')}>
          <MailIcon aria-hidden />
          {t('detail.addEmail')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => add('phone')}>
          <PhoneIcon aria-hidden />
          {t('detail.addPhone')}
        </Button>
      </div>
    </div>
  )
}

interface ContactRowProps {
  index: number
  type: 'email' | 'phone'
  ordinal: number
  onRemove: () => void
}

/** One email or phone: the value, whether it is the primary one of its type, and Remove. */
function ContactRow({ index, type, ordinal, onRemove }: ContactRowProps) {
  const t = useCustomersT()
  const { control, register, getValues, setValue } = useFormContext<CustomerEditValues>()
  const path = `contacts.${index}.value` as const
  const id = useFieldId(path)
  const { error, aria } = useFieldError<CustomerEditValues>(path, id)
  const Icon = type === 'email' ? MailIcon : PhoneIcon
  const label = t(type === 'email' ? 'detail.contactType_email' : 'detail.contactType_phone')
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <Label htmlFor={id} className="sr-only">
          {label} {ordinal}
        </Label>
        <Input
          {...aria}
          type={type === 'email' ? 'email' : 'tel'}
          autoComplete="off"
          placeholder={label}
          {...register(path)}
        />
        <Controller
          control={control}
          name={`contacts.${index}.isPrimary`}
          render={({ field }) => (
            <div className="flex shrink-0 items-center gap-1.5">
              <Checkbox
                id={`${id}-primary`}
                checked={field.value}
                onCheckedChange={(checked) => {
                  const on = checked === true
                  // One primary contact per type: marking this one unmarks the others.
                  if (on)
                    getValues('contacts').forEach((other, otherIndex) => {
                      if (otherIndex !== index && other.type === type && other.isPrimary)
                        setValue(`contacts.${otherIndex}.isPrimary`, false, { shouldDirty: true })
                    })
                  field.onChange(on)
                }}
              />
              <Label htmlFor={`${id}-primary`} className="font-normal">
                {t('detail.contactPrimary')}
              </Label>
            </div>
          )}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('detail.removeContact', { value: getValues(path) || label })}
          onClick={onRemove}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="pl-6 text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  )
}
