import type { ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card'

interface AuthCardProps {
  title: string
  description?: ReactNode
  children: ReactNode
  footer?: ReactNode
}

/** The card of the pages outside the app (signing in, a reset, an invitation): a title, the page, a footer. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Card className="w-full max-w-sm gap-6 py-6">
      <CardHeader className="px-6">
        <h1 className="font-semibold text-xl tracking-tight">{title}</h1>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="px-6">{children}</CardContent>
      {footer && (
        <CardFooter className="justify-center px-6 text-muted-foreground text-sm">{footer}</CardFooter>
      )}
    </Card>
  )
}
