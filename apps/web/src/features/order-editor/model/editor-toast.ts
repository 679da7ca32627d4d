import { type ExternalToast, toast } from '@/components/ui/toast'
import { ORDER_TOASTER_ID } from '../toaster-id'

const inOrderToaster = (options?: ExternalToast): ExternalToast => ({
  ...options,
  toasterId: ORDER_TOASTER_ID,
})

/** Toasts of the order editor, shown by the order tool's own toaster. */
export const editorToast = {
  success: (message: string, options?: ExternalToast) => toast.success(message, inOrderToaster(options)),
  info: (message: string, options?: ExternalToast) => toast.info(message, inOrderToaster(options)),
  warning: (message: string, options?: ExternalToast) => toast.warning(message, inOrderToaster(options)),
  error: (message: string, options?: ExternalToast) => toast.error(message, inOrderToaster(options)),
}
