import { type PolicyKind, policyKindSchema } from '@lojista/contracts/settings/checkout'
import { useQuery } from '@tanstack/react-query'
import { StoreIcon } from 'lucide-react'
import { useParams } from 'react-router'
import { LanguageSelect } from '@/components/layout/language-select'
import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api/api-error'
import { formatDate } from '@/lib/format'
import { publicQueryKeys } from '@/lib/query-keys'
import { getPublicPolicy } from '../api/checkout-settings-api'
import { PolicyView } from '../components/policy-view'
import { useCheckoutSettingsT } from '../i18n/checkout-settings-i18n'

/**
 * One of a store's policies as its customers read it, linked from the checkout page: no sign-in, nothing
 * of the back office. The HTML was cleaned by the server when the store saved it.
 */
export function PublicPolicyPage() {
  const t = useCheckoutSettingsT()
  const params = useParams()
  const storeId = params.store ?? ''
  const kind = policyKindSchema.safeParse(params.kind)
  const query = useQuery({
    queryKey: publicQueryKeys.policy(storeId, params.kind ?? ''),
    queryFn: ({ signal }) => getPublicPolicy(storeId, params.kind as PolicyKind, signal),
    enabled: kind.success,
    retry: false,
  })
  const policy = query.data
  const missing =
    !kind.success || (query.error instanceof ApiError && [400, 404].includes(query.error.status))

  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        {missing ? (
          <Alert>{t('publicPolicy.notFound')}</Alert>
        ) : query.isError ? (
          <Alert variant="destructive">{t('publicPolicy.loadFailed')}</Alert>
        ) : !policy ? (
          <Skeleton className="h-96" />
        ) : (
          <article className="grid gap-4 rounded-xl border bg-background p-6">
            <header
              className="flex items-center gap-3 border-b-4 pb-3"
              style={{ borderBottomColor: policy.primaryColor }}
            >
              {policy.logoUrl ? (
                <img
                  src={policy.logoUrl}
                  alt=""
                  className="h-10 max-w-40 object-contain"
                  referrerPolicy="no-referrer"
                />
              ) : (
                <StoreIcon className="size-5 text-muted-foreground" aria-hidden />
              )}
              <p className="font-semibold text-lg">{policy.storeName}</p>
            </header>
            <h1 className="font-semibold text-2xl tracking-tight">{t(`policyKinds.${policy.kind}`)}</h1>
            {policy.updatedAt && (
              <p className="text-muted-foreground text-sm">
                {t('publicPolicy.updated', { date: formatDate(policy.updatedAt) })}
              </p>
            )}
            <PolicyView body={policy.body} />
          </article>
        )}
      </main>
      <footer className="flex justify-end border-t bg-background px-4 py-3 md:px-6">
        <LanguageSelect />
      </footer>
    </div>
  )
}
