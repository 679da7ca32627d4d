import type { PlacedOrder } from '@lojista/contracts/sales/orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/toast'
import { errorMessage } from '@/lib/api/error-message'
import { invalidateAll, useQueryKeys } from '@/lib/query-keys'

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
 * lists, stock and customers are refreshed in the background.
 */
export function useOrderAction<Input>({ run, success, failure, onSettled }: OrderActionOptions<Input>) {
  const queryClient = useQueryClient()
  const keys = useQueryKeys()
  return useMutation({
    mutationFn: run,
    onSuccess: (order) => {
      queryClient.setQueryData(keys.orders.detail(order.id), order)
      // Payments, fulfilments, cancellations and refunds move stock and the customer's totals as well.
      void invalidateAll(queryClient, keys.affectedBy.orderChange, keys.orders.detail(order.id))
      toast.success(success)
      onSettled?.(undefined)
    },
    onError: (error) => {
      toast.error(errorMessage(error, { fallback: failure }))
      onSettled?.(error)
    },
  })
}
