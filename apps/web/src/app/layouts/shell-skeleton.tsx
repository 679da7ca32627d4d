import { PageLoader } from '@/components/layout/page-loader'
import { Skeleton } from '@/components/ui/skeleton'

/** What the shell looks like while the signed-in user is still being loaded. */
export function ShellSkeleton() {
  return (
    <div className="flex min-h-svh w-full" aria-busy="true">
      <div className="hidden w-64 shrink-0 flex-col gap-3 border-r bg-sidebar p-3 md:flex">
        <div className="flex items-center gap-2">
          <Skeleton className="size-8" />
          <Skeleton className="h-4 flex-1" />
        </div>
        {Array.from({ length: 9 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
          <Skeleton key={index} className="h-7 w-full" />
        ))}
      </div>
      <div className="flex flex-1 flex-col">
        <div className="flex h-14 items-center gap-3 border-b px-4">
          <Skeleton className="size-8" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="ml-auto size-8 rounded-full" />
        </div>
        <PageLoader />
      </div>
    </div>
  )
}
