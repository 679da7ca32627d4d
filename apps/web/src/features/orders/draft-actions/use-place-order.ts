import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { translateMessage } from '@/lib/i18n/i18n'
import { useSalesTranslation } from '@/lib/i18n/sales'
import { useIdempotencyKey } from '../api/idempotency'
import { placeOrder } from '../api/orders-api'
import { problemMessage } from '../api/problem-message'
import { orderKeys } from '../api/query-keys'
import type { DraftActionTarget } from './draft-action-target'

class NotSaved extends Error {}

/**
 * Create Order (the balance is collected later under the draft's terms) or Mark as paid: saves the draft,
 * turns it into an order once however often it is clicked, and opens the order.
 */
export function usePlaceOrder(target: DraftActionTarget) {
  const { t } = useSalesTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const key = useIdempotencyKey()
  return useMutation({
    mutationFn: async (paymentPending: boolean) => {
      if (!(await target.save())) throw new NotSaved()
      return placeOrder({ draftOrderId: target.draftId, paymentPending }, key.current())
    },
    onSuccess: (order, paymentPending) => {
      key.settle()
      queryClient.setQueryData(orderKeys.detail(order.id), order)
      void queryClient.invalidateQueries({ queryKey: orderKeys.all })
      toast.success(
        t(paymentPending ? 'draftActions.orderCreated' : 'draftActions.orderPaid', { name: order.name }),
      )
      navigate(`/orders/${order.id}`)
    },
    onError: (error) => {
      key.settle(error)
      // Staff are still in the editor: its own toaster tells them.
      const inEditor = { toasterId: target.toasterId }
      if (error instanceof NotSaved) return toast.error(t('draftActions.notSaved'), inEditor)
      const existing = error instanceof ApiError ? error.extension('orderId') : undefined
      if (typeof existing === 'string') {
        toast.info(t('draftActions.alreadyOrder'))
        return navigate(`/orders/${existing}`)
      }
      // Not enough stock names each line that is short.
      const lines =
        error instanceof ApiError ? error.fieldErrors.map((field) => translateMessage(field.message)) : []
      toast.error(problemMessage(error, t('draftActions.failed')), {
        description: lines.length > 0 ? lines.join(' ') : undefined,
        ...inEditor,
      })
    },
  })
}
