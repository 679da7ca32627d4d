import type { ReactNode } from 'react'

interface ErrorScreenProps {
  code?: string
  title: string
  body?: ReactNode
  actions?: ReactNode
}

export function ErrorScreen({ code, title, body, actions }: ErrorScreenProps) {
  return (
    <main className="flex min-h-full flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
      {code && <p className="font-semibold text-5xl text-muted-foreground tracking-tight">{code}</p>}
      <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
      {body && <p className="max-w-md text-muted-foreground">{body}</p>}
      {actions && <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div>}
    </main>
  )
}
