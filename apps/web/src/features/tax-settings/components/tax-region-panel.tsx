import { zodResolver } from '@hookform/resolvers/zod'
import type { TaxOverrideTarget, TaxRegion } from '@lojista/contracts/taxes/settings'
import {
  type TaxRegionFormOutput,
  type TaxRegionFormValues,
  taxRegionFormSchema,
  taxRegionFormValues,
} from '@lojista/contracts/taxes/settings-form'
import { PlusIcon, Trash2Icon } from 'lucide-react'
import { useCallback, useId, useState } from 'react'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'
import { CheckboxField } from '@/components/form/checkbox-field'
import { Field } from '@/components/form/field'
import { FormPanel } from '@/components/form/form-panel'
import { NumberField } from '@/components/form/number-field'
import { CountryField, StateField } from '@/components/form/place-fields'
import { AsyncPicker } from '@/components/pickers/async-picker'
import type { PickerFetchParams } from '@/components/pickers/use-paged-search'
import { Button } from '@/components/ui/button'
import { countryName } from '@/lib/format/display-names'
import { type OverrideTarget, searchOverrideTargets } from '../api/taxes-api'
import { translateTaxSettingsMessage, useTaxSettingsT } from '../i18n/tax-settings-i18n'

interface TaxRegionPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The region edited; null for a new one. */
  region: TaxRegion | null
  onSubmit: (values: TaxRegionFormOutput) => Promise<unknown>
}

/** Picks the product or collection a new override names. */
function TargetPicker({
  target,
  onPick,
}: {
  target: TaxOverrideTarget
  onPick: (picked: OverrideTarget) => void
}) {
  const t = useTaxSettingsT()
  const fetchPage = useCallback(
    ({ query, first, after, signal }: PickerFetchParams) =>
      searchOverrideTargets(target, { query, first, after }, signal),
    [target],
  )
  return (
    <AsyncPicker<OverrideTarget>
      aria-label={t(`region.${target}`)}
      placeholder={t('region.choose')}
      emptyMessage={t('region.noMatches')}
      value={null}
      onChange={(picked) => {
        if (picked) onPick(picked)
      }}
      fetchPage={fetchPage}
      resetKey={target}
      getKey={(option) => option.id}
      getLabel={(option) => option.title}
    />
  )
}

/** A tax region's country and state, its named rates, and the products and collections taxed otherwise. */
export function TaxRegionPanel({ open, onOpenChange, region, onSubmit }: TaxRegionPanelProps) {
  const t = useTaxSettingsT()
  const id = useId()
  const form = useForm<TaxRegionFormValues, unknown, TaxRegionFormOutput>({
    resolver: zodResolver(taxRegionFormSchema),
    defaultValues: taxRegionFormValues(null, { country: '', state: null }),
  })
  const rates = useFieldArray({ control: form.control, name: 'rates' })
  const overrides = useFieldArray({ control: form.control, name: 'overrides' })
  const overrideValues = useWatch({ control: form.control, name: 'overrides' }) ?? []
  const [target, setTarget] = useState<TaxOverrideTarget>('collection')

  return (
    <FormPanel
      open={open}
      onOpenChange={onOpenChange}
      title={region ? t('region.editTitle') : t('region.newTitle')}
      closeLabel={t('region.close')}
      submitLabel={t('region.save')}
      cancelLabel={t('region.cancel')}
      form={form}
      startFrom={() =>
        taxRegionFormValues(region, {
          country: region ? countryName(region.countryCode) : '',
          state: region?.provinceCode ?? null,
        })
      }
      className="grid gap-4"
      translate={translateTaxSettingsMessage}
      onSubmit={onSubmit}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <CountryField<TaxRegionFormValues> name="country" stateName="state" label={t('region.country')} />
        <StateField<TaxRegionFormValues> name="state" countryName="country" label={t('region.state')} />
      </div>
      <p className="text-muted-foreground text-xs">{t('region.stateHint')}</p>

      <fieldset className="grid gap-3">
        <legend className="font-medium text-sm">{t('region.rates')}</legend>
        {rates.fields.map((rate, index) => (
          <div
            key={rate.id}
            className="grid grid-cols-[1fr_8rem_auto] items-end gap-2"
            data-testid="tax-rate-row"
          >
            <Field<TaxRegionFormValues>
              name={`rates.${index}.title`}
              id={`${id}-rate-title-${index}`}
              label={t('region.rateName')}
              placeholder={t('region.rateNamePlaceholder')}
              maxLength={60}
            />
            <NumberField<TaxRegionFormValues>
              name={`rates.${index}.rate`}
              id={`${id}-rate-${index}`}
              label={t('region.rate')}
              kind="percent"
              min={0}
              max={100}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('region.removeRate')}
              disabled={rates.fields.length === 1}
              onClick={() => rates.remove(index)}
            >
              <Trash2Icon aria-hidden className="size-4" />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => rates.append({ title: '', rate: null })}
        >
          <PlusIcon aria-hidden className="size-4" />
          {t('region.addRate')}
        </Button>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="font-medium text-sm">{t('region.overrides')}</legend>
        <p className="text-muted-foreground text-xs">{t('region.overridesHint')}</p>
        {overrides.fields.map((override, index) => {
          const notTaxable = overrideValues[index]?.notTaxable ?? false
          return (
            <div
              key={override.id}
              className="grid gap-2 rounded-md border p-3"
              data-testid="tax-override-row"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm">
                  <span className="text-muted-foreground">{t(`region.${override.target}`)}:</span>{' '}
                  <span className="font-medium">{override.targetTitle}</span>
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('region.removeOverride')}
                  onClick={() => overrides.remove(index)}
                >
                  <Trash2Icon aria-hidden className="size-4" />
                </Button>
              </div>
              <CheckboxField<TaxRegionFormValues>
                name={`overrides.${index}.notTaxable`}
                id={`${id}-override-free-${index}`}
                label={t('region.notTaxable')}
              />
              {!notTaxable && (
                <div className="grid grid-cols-[1fr_8rem] gap-2">
                  <Field<TaxRegionFormValues>
                    name={`overrides.${index}.title`}
                    id={`${id}-override-title-${index}`}
                    label={t('region.rateName')}
                    placeholder="ICMS 7%"
                    maxLength={60}
                  />
                  <NumberField<TaxRegionFormValues>
                    name={`overrides.${index}.rate`}
                    id={`${id}-override-rate-${index}`}
                    label={t('region.rate')}
                    kind="percent"
                    min={0}
                    max={100}
                  />
                </div>
              )}
            </div>
          )
        })}
        <div className="grid gap-2 sm:grid-cols-[auto_1fr] sm:items-center">
          <span className="flex items-center gap-2 text-sm">
            {t('region.addOverrideFor')}
            <select
              className="rounded-md border bg-background px-2 py-1 text-sm"
              aria-label={t('region.addOverrideFor')}
              value={target}
              onChange={(event) => setTarget(event.target.value as TaxOverrideTarget)}
            >
              <option value="collection">{t('region.collection')}</option>
              <option value="product">{t('region.product')}</option>
            </select>
          </span>
          <TargetPicker
            target={target}
            onPick={(picked) => {
              if (overrideValues.some((o) => o.target === target && o.targetId === picked.id)) return
              overrides.append({
                target,
                targetId: picked.id,
                targetTitle: picked.title,
                notTaxable: false,
                title: '',
                rate: null,
              })
            }}
          />
        </div>
      </fieldset>
    </FormPanel>
  )
}
