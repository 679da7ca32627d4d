import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { z } from 'zod'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { mainLoad } from '@/lib/api/page-load'
import { staleRecord } from '@/lib/api/stale-record'
import { describeCheckoutSettingsError, useCheckoutSettingsT } from '../i18n/checkout-settings-i18n'

interface SettingsPageProps<S extends { version: number }> {
  queryKey: QueryKey
  load: (signal?: AbortSignal) => Promise<S>
  /** The settings' schema, to read the settings as they now are from a 409. */
  schema: z.ZodType<S>
  description: string
  /** The page's form, given the settings read and how to save them at their version. */
  children: (settings: S, save: (write: (version: number) => Promise<S>) => Promise<void>) => ReactNode
}

/**
 * One settings page of a single record saved at its version: loading, a failed load, and a save that
 * shows the settings someone else saved in the meantime (409) instead of overwriting them.
 */
export function SettingsPage<S extends { version: number }>({
  queryKey,
  load,
  schema,
  description,
  children,
}: SettingsPageProps<S>) {
  const t = useCheckoutSettingsT()
  const queryClient = useQueryClient()
  const query = useQuery({ ...mainLoad, queryKey, queryFn: ({ signal }) => load(signal) })
  const settings = query.data

  const save = async (write: (version: number) => Promise<S>) => {
    if (!settings) return
    try {
      queryClient.setQueryData(queryKey, await write(settings.version))
      toast.success(t('page.saved'))
    } catch (error) {
      const current = staleRecord(error, schema)
      if (!current) throw error
      queryClient.setQueryData(queryKey, current)
      toast.error(t('page.stale'))
    }
  }

  if (query.isPending) {
    return (
      <PageFrame className="max-w-3xl">
        <Skeleton className="h-96" />
      </PageFrame>
    )
  }
  if (!settings) {
    return (
      <PageFrame className="max-w-3xl">
        <Alert variant="destructive">
          {describeCheckoutSettingsError(query.error) || t('page.loadFailed')}
        </Alert>
      </PageFrame>
    )
  }
  return (
    <PageFrame className="max-w-3xl" description={description}>
      {children(settings, save)}
    </PageFrame>
  )
}
