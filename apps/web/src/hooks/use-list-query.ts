import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query'
import { mainLoad } from '@/lib/api/page-load'

/**
 * A list page's main query: the rows shown stay on screen while the next page or search is on its way,
 * and a server failure with nothing shown yet is the route's error page (see mainLoad).
 */
export function useListQuery<T>(queryKey: QueryKey, search: (signal: AbortSignal) => Promise<T>) {
  return useQuery({
    ...mainLoad,
    queryKey,
    queryFn: ({ signal }) => search(signal),
    placeholderData: keepPreviousData,
  })
}
