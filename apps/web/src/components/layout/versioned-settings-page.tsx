import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { z } from 'zod'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { mainLoad } from '@/lib/api/page-load'
import { staleRecord } from '@/lib/api/stale-record'

export interface VersionedSettingsPageProps<S extends { version: number }> {
  queryKey: QueryKey
  load: (signal?: AbortSignal) => Promise<S>
  /** The settings' schema, to read the settings as they now are from a 409. */
  schema: z.ZodType<S>
  description: string
  /** In the page's language: saved, someone else saved first, and a load that failed for no known reason. */
  texts: { saved: string; stale: string; loadFailed: string }
  /** Why a load failed, in the page's language ('' when the reason is not known). */
  describeError: (error: unknown) => string
  /** Shown above the form, and above the failure too (a link back, say). */
  header?: ReactNode
  /** The page's form, given the settings read and how to save them at their version. */
  children: (settings: S, save: (write: (version: number) => Promise<S>) => Promise<void>) => ReactNode
}

/**
 * A settings page of one record saved at its version: loading, a failed load, and a save that shows the
 * settings someone else saved in the meantime (409) instead of overwriting them. Every settings page of
 * this kind (General's Brand, Payments, Checkout and its neighbours) is one of these.
 */
export function VersionedSettingsPage<S extends { version: number }>({
  queryKey,
  load,
  schema,
  description,
  texts,
  describeError,
  header,
  children,
}: VersionedSettingsPageProps<S>) {
  const queryClient = useQueryClient()
  const query = useQuery({ ...mainLoad, queryKey, queryFn: ({ signal }) => load(signal) })
  const settings = query.data

  const save = async (write: (version: number) => Promise<S>) => {
    if (!settings) return
    try {
      queryClient.setQueryData(queryKey, await write(settings.version))
      toast.success(texts.saved)
    } catch (error) {
      const current = staleRecord(error, schema)
      if (!current) throw error
      queryClient.setQueryData(queryKey, current)
      toast.error(texts.stale)
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
        {header}
        <Alert variant="destructive">{describeError(query.error) || texts.loadFailed}</Alert>
      </PageFrame>
    )
  }
  return (
    <PageFrame className="max-w-3xl" description={description}>
      {header}
      {children(settings, save)}
    </PageFrame>
  )
}
