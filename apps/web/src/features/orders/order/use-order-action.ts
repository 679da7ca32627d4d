import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/toast'
import { problemMessage } from '../api/problem-message'
import { orderKeys } from '../api/query-keys'

interface OrderActionOptions<Input> {
  run: (input: Input) => Promise<PlacedOrder>
  /** Shown once the order changed. */
  success: string
  /** Shown when the server gave no reason of its own. */
  failure: string
  onSettled?: (error: unknown) => void
}

/**
 * An action on an order: the answer is the whole order, so it replaces the page's copy at once, and the
 * lists are refreshed in the background.
 */
export function useOrderAction<Input>({ run, success, failure, onSettled }: OrderActionOptions<Input>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order)
      void queryClient.invalidateQueries({
        queryKey: orderKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail',
      })
      toast.success(success)
      onSettled?.(undefined)
    },
    onError: (error) => {
      toast.error(problemMessage(error, failure))
      onSettled?.(error)
    },
  })
}
