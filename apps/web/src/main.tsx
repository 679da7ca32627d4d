import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { AppErrorBoundary } from './app/errors/app-error-boundary'
import { AppProviders } from './app/providers'
import { router } from './app/router'
import { initI18n } from './lib/i18n/i18n'
import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element to render into')

// The stored language is loaded before the first paint, so the interface never flashes in English.
initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>,
  )
})
