import { zodResolver } from '@hookform/resolvers/zod'
import {
  type Policy,
  policySchema,
  policyUpdateSchema,
  publicPolicyPath,
} from '@lojista/contracts/settings/policies'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ExternalLinkIcon } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ControlledField } from '@/components/form/controlled-field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { mainLoad } from '@/lib/api/page-load'
import { staleRecord } from '@/lib/api/stale-record'
import { useSession } from '@/lib/auth/session-context'
import { useQueryKeys } from '@/lib/query-keys'
import { getPolicies, savePolicy } from '../api/checkout-settings-api'
import { PolicyEditor } from '../components/policy-editor'
import {
  describeCheckoutSettingsError,
  translateCheckoutSettingsMessage,
  useCheckoutSettingsT,
} from '../i18n/checkout-settings-i18n'

const formSchema = policyUpdateSchema.pick({ body: true })
type FormValues = z.input<typeof formSchema>

/** One policy: its editor and its own Save, at its own version. */
function PolicyForm({
  policy,
  storeId,
  onSaved,
}: {
  policy: Policy
  storeId: string | null
  onSaved: (policy: Policy) => void
}) {
  const t = useCheckoutSettingsT()
  const name = t(`policyKinds.${policy.kind}`)
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { body: policy.body },
  })
  const save = async (values: FormValues) => {
    try {
      const saved = await savePolicy({ kind: policy.kind, body: values.body, version: policy.version })
      onSaved(saved)
      toast.success(t('policies.saved', { name }))
    } catch (error) {
      const current = staleRecord(error, policySchema)
      if (!current) throw error
      onSaved(current)
      toast.error(t('page.stale'))
    }
  }
  return (
    <section aria-labelledby={`policy-${policy.kind}-title`} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`policy-${policy.kind}-title`} className="font-medium">
          {name}
        </h2>
        {policy.body && storeId ? (
          <a
            href={publicPolicyPath(storeId, policy.kind)}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 text-sm underline"
          >
            {t('policies.view')}
            <ExternalLinkIcon className="size-3" aria-hidden />
          </a>
        ) : (
          <p className="text-muted-foreground text-sm">{t('policies.empty')}</p>
        )}
      </div>
      <Form
        form={form}
        className="grid gap-3"
        idPrefix={`policy-${policy.kind}`}
        translate={translateCheckoutSettingsMessage}
        onSubmit={save}
      >
        <FormFailure />
        <ControlledField<FormValues>
          name="body"
          label={t('policies.editor', { name })}
          render={({ field, aria }) => (
            <PolicyEditor
              id={aria.id}
              label={t('policies.editor', { name })}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby={aria['aria-describedby']}
              aria-invalid={aria['aria-invalid']}
            />
          )}
        />
        <div>
          <SubmitButton label={t('page.save')} pendingLabel={t('page.saving')} />
        </div>
      </Form>
    </section>
  )
}

/** Settings → Policies: the store's refund, privacy, terms, shipping and contact policies. */
export function PoliciesPage() {
  const t = useCheckoutSettingsT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const storeId = useSession().currentTenant?.id ?? null
  const query = useQuery({
    ...mainLoad,
    queryKey: keys.storeSettings.policies,
    queryFn: ({ signal }) => getPolicies(signal),
  })
  const replace = (saved: Policy) =>
    queryClient.setQueryData<Policy[]>(keys.storeSettings.policies, (policies) =>
      policies?.map((policy) => (policy.kind === saved.kind ? saved : policy)),
    )

  if (query.isPending) {
    return (
      <PageFrame className="max-w-3xl">
        <Skeleton className="h-96" />
      </PageFrame>
    )
  }
  if (!query.data) {
    return (
      <PageFrame className="max-w-3xl">
        <Alert variant="destructive">
          {describeCheckoutSettingsError(query.error) || t('page.loadFailed')}
        </Alert>
      </PageFrame>
    )
  }
  return (
    <PageFrame className="max-w-3xl" description={t('policies.description')}>
      <div className="grid gap-6">
        {query.data.map((policy) => (
          <PolicyForm
            key={`${policy.kind}-${policy.version}`}
            policy={policy}
            storeId={storeId}
            onSaved={replace}
          />
        ))}
      </div>
    </PageFrame>
  )
}
