import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

interface CheckoutNoticeProps {
  icon: LucideIcon
  title: string
  children?: ReactNode
  tone?: 'default' | 'success' | 'problem'
}

const tones = {
  default: 'bg-muted text-muted-foreground',
  success: 'bg-emerald-100 text-emerald-700',
  problem: 'bg-amber-100 text-amber-800',
}

/** A whole-page message: paid, or a link that cannot be used. Says what happened and what to do next. */
export function CheckoutNotice({ icon: Icon, title, children, tone = 'default' }: CheckoutNoticeProps) {
  return (
    <section
      aria-labelledby="checkout-notice-title"
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <div className={`flex size-14 items-center justify-center rounded-full ${tones[tone]}`}>
        <Icon className="size-7" aria-hidden />
      </div>
      <h1 id="checkout-notice-title" className="font-semibold text-2xl tracking-tight">
        {title}
      </h1>
      {children && <div className="grid gap-2 text-muted-foreground">{children}</div>}
    </section>
  )
}
