import { zodResolver } from '@hookform/resolvers/zod'
import { SHORT_DESCRIPTION_MAX } from '@lojista/contracts/settings/general'
import {
  type BrandSettingsFormOutput,
  type BrandSettingsFormValues,
  brandSettingsFormSchema,
} from '@lojista/contracts/settings/general-form'
import { useForm, useWatch } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { translateStoreSettingsMessage, useStoreSettingsT } from '../i18n/store-settings-i18n'
import { ColorField } from './color-field'

interface BrandSettingsFormProps {
  defaultValues: BrandSettingsFormValues
  onSubmit: (values: BrandSettingsFormOutput) => Promise<unknown>
}

/** The logo as it will show, once its address is a whole https one. */
function LogoPreview() {
  const t = useStoreSettingsT()
  const url = useWatch<BrandSettingsFormValues>({ name: 'logoUrl' }) as string
  if (!/^https:\/\/\S+$/.test(url ?? '')) return null
  return (
    <img
      src={url}
      alt={t('brand.logoPreview')}
      className="h-16 max-w-56 rounded-md border bg-white object-contain p-2"
      referrerPolicy="no-referrer"
    />
  )
}

function DescriptionLength() {
  const t = useStoreSettingsT()
  const text = (useWatch<BrandSettingsFormValues>({ name: 'shortDescription' }) as string) ?? ''
  return (
    <span className="text-muted-foreground text-xs">{t('brand.characters', { count: text.length })}</span>
  )
}

/** The store's logo, colours and short description. */
export function BrandSettingsForm({ defaultValues, onSubmit }: BrandSettingsFormProps) {
  const t = useStoreSettingsT()
  const form = useForm<BrandSettingsFormValues, unknown, BrandSettingsFormOutput>({
    resolver: zodResolver(brandSettingsFormSchema),
    defaultValues,
  })
  return (
    <Form
      form={form}
      className="grid gap-6"
      idPrefix="brand"
      translate={translateStoreSettingsMessage}
      onSubmit={async (values) => {
        await onSubmit(values)
        form.reset(values)
      }}
    >
      <FormFailure />
      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 font-medium text-sm">{t('brand.logo')}</legend>
        <Field<BrandSettingsFormValues>
          name="logoUrl"
          label={t('brand.logoUrl')}
          hint={t('brand.logoHint')}
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={2048}
          autoComplete="off"
        />
        <LogoPreview />
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <legend className="px-1 font-medium text-sm">{t('brand.colors')}</legend>
        <ColorField<BrandSettingsFormValues>
          name="primaryColor"
          label={t('brand.primaryColor')}
          pickLabel={t('brand.pick', { name: t('brand.primaryColor') })}
        />
        <ColorField<BrandSettingsFormValues>
          name="accentColor"
          label={t('brand.accentColor')}
          pickLabel={t('brand.pick', { name: t('brand.accentColor') })}
        />
      </fieldset>
      <Field<BrandSettingsFormValues>
        name="shortDescription"
        label={t('brand.shortDescription')}
        hint={t('brand.shortDescriptionHint')}
        labelAside={<DescriptionLength />}
        multiline
        rows={3}
        maxLength={SHORT_DESCRIPTION_MAX}
      />
      <div>
        <SubmitButton label={t('page.save')} pendingLabel={t('page.saving')} />
      </div>
    </Form>
  )
}
