import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/api/error-message'
import { translateMessage } from '@/lib/i18n/i18n'
import { useSalesT } from '@/lib/i18n/sales'
import { invalidateAll, useQueryKeys } from '@/lib/query-keys'
import { useIdempotencyKey } from '../api/idempotency'
import { placeOrder } from '../api/orders-api'
import type { DraftActionTarget } from './draft-action-target'
import { DraftChanged, DraftNotSaved, savedVersion, withCurrentDraft } from './saved-draft'

/**
 * Create Order (the balance is collected later under the draft's terms) or Mark as paid: saves the draft,
 * turns it into an order once however often it is clicked, and opens the order.
 */
export function usePlaceOrder(target: DraftActionTarget) {
  const t = useSalesT()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const keys = useQueryKeys()
  const key = useIdempotencyKey()
  return useMutation({
    mutationFn: async (paymentPending: boolean) => {
      const version = await savedVersion(target)
      try {
        return await placeOrder({ draftOrderId: target.draftId, version, paymentPending }, key.current())
      } catch (error) {
        throw withCurrentDraft(error, target)
      }
    },
    onSuccess: (order, paymentPending) => {
      key.settle()
      queryClient.setQueryData(keys.orders.detail(order.id), order)
      // The new order takes stock and shows on the customer's record, and the draft is no longer open.
      void invalidateAll(queryClient, keys.affectedBy.orderPlaced, keys.orders.detail(order.id))
      toast.success(
        t(paymentPending ? 'draftActions.orderCreated' : 'draftActions.orderPaid', { name: order.name }),
      )
      navigate(`/orders/${order.id}`)
    },
    onError: (error) => {
      key.settle(error)
      // Staff are still in the editor: its own toaster tells them.
      const inEditor = { toasterId: target.toasterId }
      if (error instanceof DraftNotSaved) return toast.error(t('draftActions.notSaved'), inEditor)
      if (error instanceof DraftChanged) {
        return toast.error(t('draftActions.changedTitle'), {
          description: t('draftActions.changedBody'),
          ...inEditor,
        })
      }
      const existing = error instanceof ApiError ? error.extension('orderId') : undefined
      if (typeof existing === 'string') {
        toast.info(t('draftActions.alreadyOrder'))
        return navigate(`/orders/${existing}`)
      }
      // Not enough stock names each line that is short.
      const lines =
        error instanceof ApiError ? error.fieldErrors.map((field) => translateMessage(field.message)) : []
      toast.error(errorMessage(error, { fallback: t('draftActions.failed') }), {
        description: lines.length > 0 ? lines.join(' ') : undefined,
        ...inEditor,
      })
    },
  })
}
