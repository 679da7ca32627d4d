/**
 * The order tool's toasts sit at the bottom right, the shell's at the bottom centre. The
 * app layer mounts a toaster with this id; the editor's toasts go to it.
 */
export const ORDER_TOASTER_ID = 'order-editor'
