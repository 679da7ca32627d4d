import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Toaster } from '@/components/ui/toaster'
import { TooltipProvider } from '@/components/ui/tooltip'
import { SessionProvider } from '@/lib/auth/session-provider'
import { createQueryClient } from './query-client'

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <TooltipProvider>
          {children}
          {/* Toasts sit at the bottom centre in the app shell. */}
          <Toaster position="bottom-center" />
        </TooltipProvider>
      </SessionProvider>
    </QueryClientProvider>
  )
}
