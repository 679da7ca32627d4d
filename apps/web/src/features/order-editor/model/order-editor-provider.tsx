import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { getParty } from '@/lib/api/party-api'
import { useSession } from '@/lib/auth/session-context'
import { useCustomerMode } from '@/lib/customer-mode'
import { useQueryKeys } from '@/lib/query-keys'
import { getDraft, getTaxRules, isVersionConflict, saveDraft } from '../api/order-api'
import { useEditorT } from '../i18n/editor-i18n'
import { customerChoiceOf } from './customer-choice'
import { draftNotices } from './draft-notices'
import {
  ensureDraftStore,
  flushAllDrafts,
  hasUnsavedDrafts,
  holdDraftStore,
  releaseDraftStore,
} from './draft-registry'
import type { DraftApi } from './draft-store'
import { editorToast } from './editor-toast'
import { lineDisplayOf } from './line-display'
import {
  type OrderEditorActions,
  OrderEditorContext,
  type OrderEditorValue,
  type VariantChoice,
} from './order-editor-context'
import { totalsOf } from './totals'

const draftApi: DraftApi = {
  load: (id) => getDraft(id),
  save: saveDraft,
  isConflict: isVersionConflict,
  loadCustomer: async (id) => customerChoiceOf(await getParty(id)),
}

interface OrderEditorProviderProps {
  draftId: string
  /** The id is fresh: nothing to load. */
  isNew: boolean
  /** The cart: a remembered draft the server does not have starts anew under the same id. */
  missingIsNew?: boolean
  embedded?: boolean
  isOpen?: boolean
  children: ReactNode
}

function useDraftStore(draftId: string, isNew: boolean, missingIsNew: boolean) {
  const tenantId = useSession().currentTenant?.id ?? 'none'
  const key = `${tenantId}:${draftId}`
  const store = ensureDraftStore(key, {
    id: draftId,
    api: draftApi,
    events: draftNotices,
    isNew,
    missingIsNew,
  })
  useEffect(() => {
    holdDraftStore(key, store)
    return () => releaseDraftStore(key, store)
  }, [key, store])
  return store
}

/** Edits not yet sent go out when the tab is hidden, and leaving with some unsaved asks first. */
function useSendBeforeLeaving() {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsavedDrafts()) event.preventDefault()
    }
    const send = () => {
      if (document.visibilityState === 'hidden') flushAllDrafts()
    }
    window.addEventListener('beforeunload', warn)
    document.addEventListener('visibilitychange', send)
    return () => {
      window.removeEventListener('beforeunload', warn)
      document.removeEventListener('visibilitychange', send)
    }
  }, [])
}

/** "Order editor": one draft's state, edits and panels for everything inside. */
export function OrderEditorProvider({
  draftId,
  isNew,
  missingIsNew = false,
  embedded = false,
  isOpen = true,
  children,
}: OrderEditorProviderProps) {
  const t = useEditorT()
  const store = useDraftStore(draftId, isNew, missingIsNew)
  useSendBeforeLeaving()
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot)
  const [isCustomerMode] = useCustomerMode()
  const [panels, setPanels] = useState({
    isCustomItemOpen: false,
    isNewCustomerOpen: false,
    selectedLineItemId: null as string | null,
  })

  const addProducts = useCallback(
    (choices: VariantChoice[], amount = 1) => {
      for (const choice of choices) {
        store.dispatch({
          type: 'addProduct',
          lineId: crypto.randomUUID(),
          variantId: choice.variant.id,
          productId: choice.product.id,
          display: lineDisplayOf(choice),
          isTaxable: choice.variant.taxable,
          amount,
        })
      }
      const [first] = choices
      if (choices.length === 1 && first) {
        editorToast.success(t('toast.itemAdded'), {
          description: t('toast.itemAddedText', { title: lineDisplayOf(first).title }),
        })
      } else if (choices.length > 1) {
        editorToast.success(t('toast.itemAdded'), {
          description: t('toast.itemsAdded', { count: choices.length }),
        })
      }
    },
    [store, t],
  )

  const actions = useMemo<OrderEditorActions>(
    () => ({
      dispatch: store.dispatch,
      setCustomer: (id, options) => store.setCustomerById(id, options),
      updateQuantity: (lineId, quantity) => store.dispatch({ type: 'setQuantity', lineId, quantity }),
      removeProduct: (lineId) => store.dispatch({ type: 'removeLine', lineId }),
      addProduct: (choice, amount = 1) => addProducts([choice], amount),
      addProducts: (choices) => addProducts(choices),
      addCustomItem: (item, quantity, isTaxable) =>
        store.dispatch({ type: 'addCustomItem', lineId: crypto.randomUUID(), item, quantity, isTaxable }),
      setPaymentTerm: (paymentTerm) => store.dispatch({ type: 'setPaymentTerm', paymentTerm }),
      setNote: (note) => store.dispatch({ type: 'setNote', note }),
      setTags: (tags) => store.dispatch({ type: 'setTags', tags }),
      setLineDiscount: (lineId, discount) => store.dispatch({ type: 'setLineDiscount', lineId, discount }),
      setOrderDiscount: (discount) => store.dispatch({ type: 'setOrderDiscount', discount }),
      openCustomItem: (open) => setPanels((current) => ({ ...current, isCustomItemOpen: open })),
      openNewCustomer: (open) => setPanels((current) => ({ ...current, isNewCustomerOpen: open })),
      openLineItemDiscount: (lineId) => setPanels((current) => ({ ...current, selectedLineItemId: lineId })),
      retrySync: store.retry,
      saveNow: store.saveNow,
      showCurrent: store.showCurrent,
    }),
    [store, addProducts],
  )

  const keys = useQueryKeys()
  // The rules change only when someone edits the store's tax settings: read once per visit of the editor.
  const taxRules = useQuery({
    queryKey: keys.taxes.rules,
    queryFn: ({ signal }) => getTaxRules(signal),
    staleTime: 60_000,
    retry: false,
  })
  const rules = taxRules.data ?? null
  const totals = useMemo(() => totalsOf(snapshot.doc, rules), [snapshot.doc, rules])

  const value = useMemo<OrderEditorValue>(
    () => ({
      id: draftId,
      snapshot,
      doc: snapshot.doc,
      totals,
      taxesIncluded: rules && !snapshot.doc.taxesSetByHand ? rules.taxesIncluded : snapshot.doc.taxesIncluded,
      embedded,
      actions,
      flags: {
        isOpen,
        isCustomItemOpen: panels.isCustomItemOpen,
        isNewCustomerOpen: panels.isNewCustomerOpen,
        isLineItemDiscountOpen: panels.selectedLineItemId !== null,
        selectedLineItemId: panels.selectedLineItemId,
        isCustomerMode,
        isInitialLoading: snapshot.loadState === 'loading',
        isLoading: snapshot.sync === 'saving',
        isSavePending: snapshot.sync === 'saving' || snapshot.sync === 'scheduled',
        isNew: snapshot.isNew,
        isError: snapshot.loadState === 'error',
        isCustomerLoading: snapshot.isCustomerLoading,
        isReadOnly: snapshot.order?.status === 'completed',
        updatingUnitPriceIds: snapshot.unsavedLineIds,
        updatingTotalIds: snapshot.unsavedLineIds,
      },
    }),
    [draftId, snapshot, totals, rules, embedded, actions, isOpen, panels, isCustomerMode],
  )

  return <OrderEditorContext.Provider value={value}>{children}</OrderEditorContext.Provider>
}
