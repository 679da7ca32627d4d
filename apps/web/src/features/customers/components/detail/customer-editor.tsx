import { zodResolver } from '@hookform/resolvers/zod'
import { FORM_ERROR_PATH } from '@lojista/contracts/party/messages'
import type { Party } from '@lojista/contracts/party/party'
import { formatTaxId } from '@lojista/contracts/party/tax-id'
import { PlusIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { Controller, type FieldErrors, type Path, useForm } from 'react-hook-form'
import { CustomerErrorSummary } from '@/components/customers/customer-error-summary'
import type { SummaryError } from '@/components/customers/customer-form-errors'
import { type CustomersKey, useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { SaveButton } from '@/components/customers/save-button'
import { LanguagePicker } from '@/components/pickers/reference-pickers'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField, fieldAria } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NumberInput } from '@/components/ui/number-input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { ApiError } from '@/lib/api/api-error'
import {
  type CustomerEditOutput,
  type CustomerEditValues,
  customerEditSchema,
  editPathOfServerPath,
  editValuesToUpdate,
  emptyAddress,
} from '../../model/customer-edit-form'
import { AddressEditor } from './address-editor'
import { ContactsEditor } from './contacts-editor'
import { detailFieldId, errorAt } from './field-helpers'
import { TagInput } from './tag-input'

interface CustomerEditorProps {
  party: Party
  initialValues: CustomerEditValues
  /** Sends the update; resolves with the party as saved. */
  save: (body: ReturnType<typeof editValuesToUpdate>['body']) => Promise<Party>
  /** The saved party, and the values it was saved from (their option names spare a lookup). */
  onSaved: (party: Party, values: CustomerEditOutput) => void
  /** Fetches the current version after a conflict, replacing what is on screen. */
  onReload: () => void
}

/** Labels of the fields the error box can name, by form path. */
const summaryLabels: [path: string, label: CustomersKey][] = [
  ['firstName', 'form.firstName'],
  ['lastName', 'form.lastName'],
  ['displayName', 'detail.displayName'],
  ['company', 'form.company'],
  ['locale', 'form.language'],
  ['contacts', 'detail.contacts'],
  ['shipping', 'detail.shippingAddress'],
  ['billing', 'detail.billingAddress'],
  ['taxId', 'form.taxId'],
  ['tags', 'detail.tags'],
  ['note', 'detail.note'],
  ['loyaltyPoints', 'detail.loyaltyPoints'],
  ['tier', 'detail.tier'],
]

/** The first error under a path, with the dotted path it sits at. */
function firstErrorUnder(errors: FieldErrors, path: string): { path: string; message: string } | null {
  const node = (errors as Record<string, unknown>)[path]
  const walk = (value: unknown, at: string): { path: string; message: string } | null => {
    if (!value || typeof value !== 'object') return null
    const message = (value as { message?: unknown }).message
    if (typeof message === 'string' && 'type' in value) return { path: at, message }
    for (const [key, child] of Object.entries(value)) {
      if (key === 'ref') continue
      const found = walk(child, `${at}.${key}`)
      if (found) return found
    }
    return null
  }
  return walk(node, path)
}

/** Every stored field of a customer, saved together with the version read (a stale one is a conflict). */
export function CustomerEditor({ party, initialValues, save, onSaved, onReload }: CustomerEditorProps) {
  const t = useCustomersT()
  const [conflict, setConflict] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<CustomerEditValues, unknown, CustomerEditOutput>({
    resolver: zodResolver(customerEditSchema),
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { register, control, watch, setValue, setError, formState } = form
  const { errors, isSubmitting, isDirty } = formState
  const shipping = watch('shipping')
  const billing = watch('billing')

  const submit = form.handleSubmit(async (values) => {
    setConflict(false)
    setFailure(null)
    const { body, addressSlots } = editValuesToUpdate(values, party)
    try {
      const saved = await save(body)
      onSaved(saved, values)
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(true)
        return
      }
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        let placed = false
        for (const fieldError of error.fieldErrors) {
          const path = editPathOfServerPath(fieldError.path, addressSlots)
          if (!path) continue
          setError(path as Path<CustomerEditValues>, { type: 'server', message: fieldError.message })
          placed = true
        }
        if (placed) return
      }
      setFailure(t('detail.saveFailed'))
    }
  })

  const summary: SummaryError[] = []
  const whole = (errors as Record<string, { message?: string } | undefined>)[FORM_ERROR_PATH]?.message
  if (whole) summary.push({ key: FORM_ERROR_PATH, fieldId: null, label: null, message: whole })
  for (const [path, label] of summaryLabels) {
    const found = firstErrorUnder(errors, path)
    if (found)
      summary.push({ key: path, fieldId: detailFieldId(found.path), label: t(label), message: found.message })
  }

  const text = (
    path: 'firstName' | 'lastName' | 'displayName' | 'company' | 'tier',
    label: CustomersKey,
    hint?: string,
  ) => {
    const id = detailFieldId(path)
    const error = errorAt(errors, path)
    return (
      <FormField id={id} label={t(label)} error={error} hint={hint}>
        <Input {...fieldAria(id, error, Boolean(hint))} autoComplete="off" {...register(path)} />
      </FormField>
    )
  }

  const check = (name: 'emailConsent' | 'smsConsent' | 'taxExempt', label: CustomersKey) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start gap-2">
          <Checkbox
            id={detailFieldId(name)}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            className="mt-0.5"
          />
          <Label htmlFor={detailFieldId(name)} className="font-normal leading-snug">
            {t(label)}
          </Label>
        </div>
      )}
    />
  )

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      {conflict && (
        <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <p className="font-medium">{t('detail.conflictTitle')}</p>
            <p>{t('detail.conflictBody')}</p>
          </div>
          <Button variant="outline" onClick={onReload}>
            {t('detail.reload')}
          </Button>
        </Alert>
      )}
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <CustomerErrorSummary errors={summary} />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>{t('detail.overview')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                {text('firstName', 'form.firstName')}
                {text('lastName', 'form.lastName')}
              </div>
              {text('displayName', 'detail.displayName', t('detail.displayNameHint'))}
              <div className="grid gap-4 sm:grid-cols-2">
                {text('company', 'form.company')}
                <Controller
                  control={control}
                  name="type"
                  render={({ field }) => (
                    <FormField id={detailFieldId('type')} label={t('detail.type')}>
                      <Select value={field.value} onValueChange={field.onChange}>
                        <SelectTrigger id={detailFieldId('type')} className="w-full">
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          <SelectItem value="individual">{t('detail.type_individual')}</SelectItem>
                          <SelectItem value="organization">{t('detail.type_organization')}</SelectItem>
                        </SelectContent>
                      </Select>
                    </FormField>
                  )}
                />
              </div>
              <Controller
                control={control}
                name="locale"
                render={({ field }) => {
                  const error = errorAt(errors, 'locale')
                  return (
                    <FormField
                      id={detailFieldId('locale')}
                      label={t('form.language')}
                      error={error}
                      hint={t('form.languageHint')}
                    >
                      <LanguagePicker
                        {...fieldAria(detailFieldId('locale'), error, true)}
                        value={field.value ?? null}
                        onChange={field.onChange}
                        clearable={false}
                      />
                    </FormField>
                  )
                }}
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{t('detail.contacts')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ContactsEditor form={form} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader className="flex-row items-center justify-between">
              <CardTitle>{t('detail.shippingAddress')}</CardTitle>
              {shipping && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setValue('shipping', null, { shouldDirty: true })}
                >
                  <Trash2Icon aria-hidden />
                  {t('detail.removeAddress')}
                </Button>
              )}
            </CardHeader>
            <CardContent>
              {shipping ? (
                <AddressEditor form={form} slot="shipping" />
              ) : (
                <div className="flex items-center justify-between gap-2">
                  <p className="text-muted-foreground text-sm">{t('detail.noShippingAddress')}</p>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setValue('shipping', emptyAddress(), { shouldDirty: true })}
                  >
                    <PlusIcon aria-hidden />
                    {t('detail.addShippingAddress')}
                  </Button>
                </div>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader className="flex-row items-center justify-between">
              <CardTitle>{t('detail.billingAddress')}</CardTitle>
              {billing && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setValue('billing', null, { shouldDirty: true })}
                >
                  <Trash2Icon aria-hidden />
                  {t('detail.removeAddress')}
                </Button>
              )}
            </CardHeader>
            <CardContent>
              {billing ? (
                <AddressEditor form={form} slot="billing" />
              ) : (
                <div className="flex items-center justify-between gap-2">
                  <p className="text-muted-foreground text-sm">{t('detail.sameAsShipping')}</p>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setValue('billing', emptyAddress(), { shouldDirty: true })}
                  >
                    <PlusIcon aria-hidden />
                    {t('detail.useSeparateBilling')}
                  </Button>
                </div>
              )}
            </CardContent>
          </Card>
          <OtherAddressesNote party={party} />

          <Card>
            <CardHeader>
              <CardTitle>{t('detail.marketing')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              {check('emailConsent', 'form.emailConsent')}
              {check('smsConsent', 'form.smsConsent')}
            </CardContent>
          </Card>
        </div>

        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('detail.tax')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              {(() => {
                const id = detailFieldId('taxId')
                const error = errorAt(errors, 'taxId')
                return (
                  <FormField id={id} label={t('form.taxId')} error={error} hint={t('form.taxIdHint')}>
                    <Input
                      {...fieldAria(id, error, true)}
                      autoComplete="off"
                      {...register('taxId', {
                        onBlur: (event) => {
                          // Written the usual way once left: 529.982.247-25.
                          const value = String(event.target.value)
                          if (value.trim())
                            setValue('taxId', formatTaxId(value.trim()), { shouldDirty: true })
                        },
                      })}
                    />
                  </FormField>
                )
              })()}
              {check('taxExempt', 'form.taxExempt')}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{t('detail.tags')}</CardTitle>
            </CardHeader>
            <CardContent>
              <Controller
                control={control}
                name="tags"
                render={({ field }) => {
                  const error = firstErrorUnder(errors, 'tags')?.message
                  return (
                    <FormField
                      id={detailFieldId('tags')}
                      label={t('detail.tags')}
                      error={error}
                      hint={t('detail.tagsHint')}
                      className="[&>div:first-child]:sr-only"
                    >
                      <TagInput
                        {...fieldAria(detailFieldId('tags'), error, true)}
                        value={field.value}
                        onChange={field.onChange}
                      />
                    </FormField>
                  )
                }}
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{t('detail.note')}</CardTitle>
            </CardHeader>
            <CardContent>
              {(() => {
                const id = detailFieldId('note')
                const error = errorAt(errors, 'note')
                return (
                  <FormField
                    id={id}
                    label={t('detail.note')}
                    error={error}
                    hint={t('detail.noteHint')}
                    className="[&>div:first-child]:sr-only"
                  >
                    <Textarea {...fieldAria(id, error, true)} rows={4} {...register('note')} />
                  </FormField>
                )
              })()}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{t('detail.loyalty')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <Controller
                control={control}
                name="loyaltyPoints"
                render={({ field }) => {
                  const id = detailFieldId('loyaltyPoints')
                  const error = errorAt(errors, 'loyaltyPoints')
                  return (
                    <FormField id={id} label={t('detail.loyaltyPoints')} error={error}>
                      <NumberInput
                        {...fieldAria(id, error)}
                        integer
                        min={0}
                        value={field.value ?? null}
                        onValueChange={field.onChange}
                      />
                    </FormField>
                  )
                }}
              />
              {text('tier', 'detail.tier')}
            </CardContent>
          </Card>
        </div>
      </div>

      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6">
        {isDirty && <span className="mr-auto text-muted-foreground text-sm">{t('detail.unsaved')}</span>}
        {isDirty && (
          <Button variant="outline" onClick={() => form.reset(initialValues)}>
            {t('detail.discard')}
          </Button>
        )}
        <SaveButton saving={isSubmitting} label={t('detail.save')} savingLabel={t('detail.saving')} />
      </div>
    </form>
  )
}

function OtherAddressesNote({ party }: { party: Party }) {
  const t = useCustomersT()
  const defaults = new Set(
    (['shipping', 'billing'] as const).map(
      (kind) =>
        (
          party.addresses.find((address) => address.kind === kind && address.isDefault) ??
          party.addresses.find((address) => address.kind === kind)
        )?.id,
    ),
  )
  const others = party.addresses.filter((address) => !defaults.has(address.id)).length
  if (others === 0) return null
  return <p className="text-muted-foreground text-sm">{t('detail.otherAddresses', { count: others })}</p>
}
