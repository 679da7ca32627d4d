import { catalogMessages } from '@lojista/contracts/catalog/messages'
import { productFormMessages } from '@lojista/contracts/catalog/product-form'
import { PRODUCT_LIMITS } from '@lojista/contracts/catalog/products'
import { normalizeSearchText } from '@lojista/contracts/common/search-text'
import { PencilIcon, PlusIcon, Trash2Icon, XIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { fieldAria } from '@/components/form/form-field'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { translateProductMessage, useProductsT } from '../../i18n/products-i18n'
import type { OptionDraft } from '../../utils/product-form-values'

interface OptionsEditorProps {
  options: OptionDraft[]
  /** Errors the server or the form found, by option: name and each value. */
  errors?: { name?: string; values?: (string | undefined)[]; all?: string }[]
  /** Applies edited options; the variants are generated again from them. */
  onApply: (options: OptionDraft[]) => void
}

interface Draft {
  /** The option edited, or null for a new one. */
  index: number | null
  name: string
  /** Always ends with an empty value, where the next one is typed. */
  values: string[]
}

const withBlank = (values: string[]) => [...values.filter((value) => value !== ''), '']

/**
 * Options such as Size and Color. An option is edited on its own and applied with Done, so that
 * half-typed names and values never regenerate the variants.
 */
export function OptionsEditor({ options, errors, onApply }: OptionsEditorProps) {
  const t = useProductsT()
  const [draft, setDraft] = useState<Draft | null>(null)
  const [draftErrors, setDraftErrors] = useState<{ name?: string; values: Record<number, string> }>({
    values: {},
  })
  const canAdd = options.length < PRODUCT_LIMITS.options && draft === null

  const startEditing = (index: number | null) => {
    const option = index === null ? { name: '', values: [] } : options[index]!
    setDraft({ index, name: option.name, values: withBlank(option.values) })
    setDraftErrors({ values: {} })
  }

  const done = () => {
    if (!draft) return
    const name = draft.name.trim()
    const found: { name?: string; values: Record<number, string> } = { values: {} }
    if (!name) found.name = productFormMessages.required
    const others = options.filter((_, index) => index !== draft.index)
    if (name && others.some((option) => normalizeSearchText(option.name) === normalizeSearchText(name))) {
      found.name = catalogMessages.optionNameRepeated
    }
    const seen = new Set<string>()
    const values: string[] = []
    draft.values.forEach((raw, index) => {
      const value = raw.trim()
      if (!value) return
      const key = normalizeSearchText(value)
      if (seen.has(key)) found.values[index] = catalogMessages.optionValueRepeated
      seen.add(key)
      values.push(value)
    })
    if (values.length === 0) found.values[0] = productFormMessages.optionNeedsValue
    setDraftErrors(found)
    if (found.name || Object.keys(found.values).length > 0) return
    const next = [...options]
    if (draft.index === null) next.push({ name, values })
    else next[draft.index] = { name, values }
    onApply(next)
    setDraft(null)
  }

  const remove = () => {
    if (draft?.index != null) onApply(options.filter((_, index) => index !== draft.index))
    setDraft(null)
  }

  return (
    <div className="grid gap-3">
      {options.map((option, index) =>
        draft?.index === index ? (
          <OptionForm
            key={option.name}
            draft={draft}
            errors={draftErrors}
            onChange={setDraft}
            onDone={done}
            onDelete={remove}
          />
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
              disabled={draft !== null}
              aria-label={t('options.edit', { name: option.name })}
              onClick={() => startEditing(index)}
            >
              <PencilIcon aria-hidden />
            </Button>
          </div>
        ),
      )}
      {draft?.index === null && (
        <OptionForm draft={draft} errors={draftErrors} onChange={setDraft} onDone={done} onDelete={remove} />
      )}
      {canAdd && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => startEditing(null)}
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
  draft: Draft
  errors: { name?: string; values: Record<number, string> }
  onChange: (draft: Draft) => void
  onDone: () => void
  onDelete: () => void
}

function OptionForm({ draft, errors, onChange, onDone, onDelete }: OptionFormProps) {
  const t = useProductsT()
  const id = useId()
  const nameError = errors.name && translateProductMessage(errors.name)
  const setValue = (index: number, value: string) => {
    const values = [...draft.values]
    values[index] = value
    // Typing in the last (empty) value opens a new empty one below it.
    onChange({ ...draft, values: index === values.length - 1 && value !== '' ? [...values, ''] : values })
  }
  const removeValue = (index: number) => {
    onChange({ ...draft, values: withBlank(draft.values.filter((_, other) => other !== index)) })
  }

  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="sr-only">{draft.name || t('options.name')}</legend>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{t('options.name')}</Label>
        <Input
          {...fieldAria(`${id}-name`, nameError)}
          placeholder={t('options.namePlaceholder')}
          value={draft.name}
          onChange={(event) => onChange({ ...draft, name: event.target.value })}
          autoFocus
        />
        {nameError && (
          <p id={`${id}-name-error`} className="text-destructive text-sm">
            {nameError}
          </p>
        )}
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">{t('options.values')}</legend>
        {draft.values.map((value, index) => {
          const last = index === draft.values.length - 1
          const error = errors.values[index] && translateProductMessage(errors.values[index])
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: values are edited in place, so their position is who they are
            <div key={index} className="grid gap-1">
              <div className="flex items-center gap-2">
                <Input
                  {...fieldAria(`${id}-value-${index}`, error)}
                  aria-label={
                    last ? t('options.valuePlaceholder') : t('options.value', { number: index + 1 })
                  }
                  placeholder={last ? t('options.valuePlaceholder') : undefined}
                  value={value}
                  onChange={(event) => setValue(index, event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault()
                      onDone()
                    }
                  }}
                />
                {!last && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('options.removeValue', { value })}
                    onClick={() => removeValue(index)}
                  >
                    <XIcon aria-hidden />
                  </Button>
                )}
              </div>
              {error && (
                <p id={`${id}-value-${index}-error`} className="text-destructive text-sm">
                  {error}
                </p>
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
        <Button type="button" size="sm" onClick={onDone}>
          {t('options.done')}
        </Button>
      </div>
    </fieldset>
  )
}
