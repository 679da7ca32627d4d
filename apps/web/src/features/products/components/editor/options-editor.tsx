import { zodResolver } from '@hookform/resolvers/zod'
import {
  type ProductOptionFormInput,
  type ProductOptionFormOutput,
  productOptionFormSchema,
} from '@lojista/contracts/catalog/product-form'
import { PRODUCT_LIMITS } from '@lojista/contracts/catalog/products'
import { PencilIcon, PlusIcon, Trash2Icon, XIcon } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { SubmitButton } from '@/components/form/submit-button'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { translateProductMessage, useProductsT } from '../../i18n/products-i18n'
import type { OptionDraft } from '../../utils/product-form-values'

interface OptionsEditorProps {
  options: OptionDraft[]
  /** Errors the server or the form found, by option: name and each value. */
  errors?: { name?: string; values?: (string | undefined)[]; all?: string }[]
  /** Applies edited options; the variants are generated again from them. */
  onApply: (options: OptionDraft[]) => void
}

/**
 * Options such as Size and Color. An option is edited on its own and applied with Done, so that
 * half-typed names and values never regenerate the variants.
 */
export function OptionsEditor({ options, errors, onApply }: OptionsEditorProps) {
  const t = useProductsT()
  /** The option being edited: its place in the list, `new` for one being added, or none. */
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const canAdd = options.length < PRODUCT_LIMITS.options && editing === null

  const apply = (option: OptionDraft) => {
    onApply(
      editing === 'new' ? [...options, option] : options.map((old, at) => (at === editing ? option : old)),
    )
    setEditing(null)
  }

  const remove = () => {
    if (typeof editing === 'number') onApply(options.filter((_, index) => index !== editing))
    setEditing(null)
  }

  const form = (option: OptionDraft, index: number | 'new') => (
    <OptionForm
      key={index === 'new' ? 'new' : option.name}
      option={option}
      otherNames={options.filter((_, other) => other !== index).map((other) => other.name)}
      onDone={apply}
      onDelete={remove}
    />
  )

  return (
    <div className="grid gap-3">
      {options.map((option, index) =>
        editing === index ? (
          form(option, index)
        ) : (
          <div key={option.name} className="flex items-start justify-between gap-3 rounded-lg border p-3">
            <div className="grid gap-1.5">
              <span className="font-medium text-sm">{option.name}</span>
              <ul className="flex flex-wrap gap-1.5" aria-label={option.name}>
                {option.values.map((value) => (
                  <li key={value}>
                    <Badge variant="secondary">{value}</Badge>
                  </li>
                ))}
              </ul>
              {[errors?.[index]?.name, errors?.[index]?.all, ...(errors?.[index]?.values ?? [])]
                .filter((message): message is string => Boolean(message))
                .map((message) => (
                  <p key={message} className="text-destructive text-sm">
                    {translateProductMessage(message)}
                  </p>
                ))}
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              disabled={editing !== null}
              aria-label={t('options.edit', { name: option.name })}
              onClick={() => setEditing(index)}
            >
              <PencilIcon aria-hidden />
            </Button>
          </div>
        ),
      )}
      {editing === 'new' && form({ name: '', values: [] }, 'new')}
      {canAdd && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => setEditing('new')}
        >
          <PlusIcon aria-hidden />
          {options.length === 0 ? t('options.add') : t('options.addAnother')}
        </Button>
      )}
      {options.length >= PRODUCT_LIMITS.options && (
        <p className="text-muted-foreground text-sm">
          {t('options.limit', { count: PRODUCT_LIMITS.options })}
        </p>
      )}
    </div>
  )
}

interface OptionFormProps {
  option: OptionDraft
  /** The names of the product's other options, which this one may not repeat. */
  otherNames: string[]
  onDone: (option: OptionDraft) => void
  onDelete: () => void
}

/**
 * One option's name and values, a form of its own inside the product form. The values are typed one per
 * field; the last field is always empty, and typing in it opens a new empty one below.
 */
function OptionForm({ option, otherNames, onDone, onDelete }: OptionFormProps) {
  const t = useProductsT()
  const id = useId()
  // The other names are fixed while this option is edited: the schema is made once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once per edit, as the form's defaults are
  const schema = useMemo(() => productOptionFormSchema(otherNames), [])
  const form = useForm<ProductOptionFormInput, unknown, ProductOptionFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: option.name,
      values: [...option.values, ''].map((value) => ({ value })),
    },
  })
  const values = useFieldArray({ control: form.control, name: 'values' })
  const [name, typed] = useWatch({ control: form.control, name: ['name', 'values'] })

  return (
    <Form
      form={form}
      nested
      idPrefix={id}
      translate={translateProductMessage}
      onSubmit={onDone}
      className="rounded-lg border p-3"
    >
      <fieldset className="grid gap-3">
        <legend className="sr-only">{name || t('options.name')}</legend>
        <Field<ProductOptionFormInput>
          name="name"
          label={t('options.name')}
          placeholder={t('options.namePlaceholder')}
          autoFocus
        />
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium text-sm">{t('options.values')}</legend>
          {values.fields.map((field, index) => {
            const last = index === values.fields.length - 1
            return (
              <div key={field.id} className="flex items-start gap-2">
                <Field<ProductOptionFormInput>
                  name={`values.${index}.value`}
                  label={last ? t('options.valuePlaceholder') : t('options.value', { number: index + 1 })}
                  hideLabel
                  className="flex-1 gap-1"
                  placeholder={last ? t('options.valuePlaceholder') : undefined}
                  onChange={(event) => {
                    if (last && event.target.value !== '')
                      values.append({ value: '' }, { shouldFocus: false })
                  }}
                />
                {!last && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('options.removeValue', { value: typed[index]?.value ?? '' })}
                    onClick={() => values.remove(index)}
                  >
                    <XIcon aria-hidden />
                  </Button>
                )}
              </div>
            )
          })}
        </fieldset>
        <div className="flex justify-between gap-2">
          <Button type="button" variant="destructive-outline" size="sm" onClick={onDelete}>
            <Trash2Icon aria-hidden />
            {t('options.remove')}
          </Button>
          <SubmitButton size="sm" label={t('options.done')} pendingLabel={t('options.done')} />
        </div>
      </fieldset>
    </Form>
  )
}
