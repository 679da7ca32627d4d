import { DownloadIcon, UserXIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { eraseCustomer, exportCustomerData } from '@/lib/api/party-privacy-api'
import { saveFile } from '@/lib/save-file'
import { type CustomerPrivacyT, describeCustomerPrivacyError, useCustomerPrivacyT } from './privacy-i18n'

// A customer's privacy requests (LGPD), offered on the customer's page and on Settings → Customer
// privacy: the download of everything the store holds about them, and the erasure of their data.

/** Downloads the customer's data as one JSON file. */
export function ExportCustomerDataButton({
  customerId,
  onExported,
}: {
  customerId: string
  onExported?: () => void
}) {
  const t = useCustomerPrivacyT()
  const [pending, setPending] = useState(false)
  const download = async () => {
    setPending(true)
    try {
      saveFile(await exportCustomerData(customerId), `customer-${customerId}.json`)
      toast.success(t('export.done'))
      onExported?.()
    } catch (error) {
      toast.error(describeCustomerPrivacyError(error) || t('export.failed'))
    } finally {
      setPending(false)
    }
  }
  return (
    <Button type="button" variant="outline" disabled={pending} onClick={() => void download()}>
      <DownloadIcon aria-hidden />
      {pending ? t('export.pending') : t('export.action')}
    </Button>
  )
}

/** Why an erasure was refused, in the reader's words: the open orders by name, or the server's reason. */
function erasureFailure(error: unknown, t: CustomerPrivacyT): string {
  const open =
    error instanceof ApiError ? (error.problem as { openOrders?: { name: string }[] }).openOrders : null
  if (open?.length) return t('erase.openOrders', { names: open.map((order) => order.name).join(', ') })
  return describeCustomerPrivacyError(error)
}

/** Asks, then erases the customer's personal data; a refusal (open orders) is said in the dialog. */
export function EraseCustomerButton({
  customerId,
  name,
  onErased,
}: {
  customerId: string
  name: string
  onErased: () => void
}) {
  const t = useCustomerPrivacyT()
  const { t: appT } = useTranslation()
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const erase = async () => {
    setPending(true)
    setFailure(null)
    try {
      await eraseCustomer(customerId)
      setOpen(false)
      toast.success(t('erase.done'))
      onErased()
    } catch (error) {
      setFailure(erasureFailure(error, t))
    } finally {
      setPending(false)
    }
  }
  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="text-destructive"
        onClick={() => {
          setFailure(null)
          setOpen(true)
        }}
      >
        <UserXIcon aria-hidden />
        {t('erase.action')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('erase.title', { name })}
        description={t('erase.body')}
        confirmLabel={t('erase.confirm')}
        pendingLabel={t('erase.pending')}
        cancelLabel={t('erase.cancel')}
        closeLabel={appT('common.close')}
        pending={pending}
        failure={failure}
        onConfirm={() => void erase()}
      />
    </>
  )
}
