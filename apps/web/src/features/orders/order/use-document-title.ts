import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Names the browser tab after the record shown ("Order #1001 · Lojista") rather than the route's generic
 * title. The root layout sets the route's title in its own effect, which runs after this page's in the
 * same commit, so the name is applied once that commit's effects are done.
 */
export function useDocumentTitle(title: string | null) {
  const { t } = useTranslation()
  useEffect(() => {
    if (!title) return
    let current = true
    queueMicrotask(() => {
      if (current) document.title = `${title} · ${t('common.appName')}`
    })
    return () => {
      current = false
    }
  }, [title, t])
}
