import { toString as qrSvg } from 'qrcode'
import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { useSalesT } from '@/lib/i18n/sales'

/** The QR image of the BR Code, made in the browser; null until drawn (or if it cannot be). */
function useQrCode(text: string): string | null {
  const [image, setImage] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    // Drawn as SVG text (no canvas), sharp at any size; medium error correction, as banks' apps read
    // Pix codes shown on dim phone screens.
    qrSvg(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then(
      (svg) => current && setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => current && setImage(null),
    )
    return () => {
      current = false
    }
  }, [text])
  return image
}

interface PixPaymentProps {
  /** The BR Code: the copy-and-paste text the QR code holds. */
  code: string
  txid: string
  /** The amount, written for the reader. */
  total: string
}

/** Pix for the customer: the QR code to scan with the bank's app, and the same code to copy and paste. */
export function PixPayment({ code, txid, total }: PixPaymentProps) {
  const t = useSalesT()
  const qr = useQrCode(code)
  const [copied, setCopied] = useState(false)
  const codeId = useId()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      setCopied(true)
    } catch {
      // Without clipboard access the customer selects the code in the box.
      setCopied(false)
    }
  }
  return (
    <section className="grid w-full justify-items-center gap-3 text-left" aria-label="Pix">
      <p className="text-center text-sm">{t('publicCheckout.pixHowTo')}</p>
      {qr ? (
        <img
          src={qr}
          alt={t('publicCheckout.pixQrAlt', { total })}
          className="size-60 rounded-md border bg-white"
        />
      ) : (
        <div className="size-60 rounded-md border bg-muted" aria-hidden />
      )}
      <div className="grid w-full gap-1">
        <label htmlFor={codeId} className="font-medium text-foreground text-sm">
          {t('publicCheckout.pixCodeLabel')}
        </label>
        <Textarea
          id={codeId}
          readOnly
          value={code}
          rows={4}
          className="break-all font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <Button type="button" onClick={() => void copy()} className="w-full">
        {copied ? t('publicCheckout.pixCopied') : t('publicCheckout.pixCopy')}
      </Button>
      <p className="text-muted-foreground text-xs">{t('publicCheckout.pixTxid', { txid })}</p>
    </section>
  )
}
