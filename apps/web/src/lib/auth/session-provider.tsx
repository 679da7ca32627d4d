import type { AuthResult, Session } from '@lojista/contracts/auth/index'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/api-error'
import { configureApiClient } from '@/lib/api/client'
import { translateMessage } from '@/lib/i18n/i18n'
import { queryKeysFor } from '@/lib/query-keys'
import { fetchCurrentAccount, fetchMediaCookie, revokeSession } from './account-api'
import { resolveTenant } from './resolve-tenant'
import { SessionContext, type SessionStatus, type SessionValue } from './session-context'
import { isSessionValid, SESSION_RECHECK_MS } from './session-validity'
import {
  ACCESS_TOKEN_KEY,
  readAccessToken,
  readTenantId,
  writeAccessToken,
  writeTenantId,
} from './token-storage'

interface State {
  status: SessionStatus
  session: Session | null
}

function initialState(): State {
  // A missing or expired token settles the session at once, so guest pages never wait for the network.
  return isSessionValid(readAccessToken())
    ? { status: 'initializing', session: null }
    : { status: 'guest', session: null }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const { t } = useTranslation()
  const [state, setState] = useState<State>(initialState)
  const [chosenTenantId, setChosenTenantId] = useState<string | null>(readTenantId)

  const session = state.session
  const currentTenant = useMemo(
    () => (session ? resolveTenant(session.tenants, session.defaultTenant, chosenTenantId) : null),
    [session, chosenTenantId],
  )
  const tenantIdRef = useRef<string | null>(null)
  tenantIdRef.current = currentTenant?.id ?? null

  const clearLocalSession = useCallback(() => {
    writeAccessToken(null)
    setState({ status: 'guest', session: null })
    queryClient.clear()
  }, [queryClient])

  // The server no longer accepts the token (expired, revoked): end the session here too and say why.
  const expire = useCallback(() => {
    if (!readAccessToken()) return
    clearLocalSession()
    toast.info(t('auth.sessionExpired'), { id: 'session-expired' })
  }, [clearLocalSession, t])

  // Wired during render, not in an effect: children's effects run first and may already send requests.
  configureApiClient({
    getToken: readAccessToken,
    getTenantId: () => tenantIdRef.current,
    onUnauthorized: expire,
  })

  // First check of a stored, unexpired token: ask the server who it belongs to.
  useEffect(() => {
    if (state.status !== 'initializing') return
    const controller = new AbortController()
    fetchCurrentAccount(controller.signal)
      .then((account) => setState({ status: 'authenticated', session: account }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        // A failed fetch yields an empty session. Only a refused token is thrown away, so
        // a server that is briefly unreachable does not cost the user their sign-in.
        if (error instanceof ApiError && error.status === 401) writeAccessToken(null)
        setState({ status: 'guest', session: null })
      })
    return () => controller.abort()
  }, [state.status])

  // While signed in, check again every 60 s and whenever the tab becomes visible.
  useEffect(() => {
    if (state.status !== 'authenticated') return
    let inFlight = false
    const recheck = () => {
      if (!isSessionValid(readAccessToken())) {
        expire()
        return
      }
      if (inFlight) return
      inFlight = true
      fetchCurrentAccount()
        .then((account) =>
          setState((current) =>
            current.status === 'authenticated' ? { ...current, session: account } : current,
          ),
        )
        .catch(() => {
          // A refused token is handled by the API client; a network blip keeps the session.
        })
        .finally(() => {
          inFlight = false
        })
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') recheck()
    }
    // Another tab signing out removes the shared token; follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === ACCESS_TOKEN_KEY && !event.newValue) clearLocalSession()
    }
    const timer = window.setInterval(recheck, SESSION_RECHECK_MS)
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('storage', onStorage)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('storage', onStorage)
    }
  }, [state.status, expire, clearLocalSession])

  const establish = useCallback(
    async ({ token, ...account }: AuthResult) => {
      writeAccessToken(token)
      queryClient.clear()
      setState({ status: 'authenticated', session: account })
      try {
        await fetchMediaCookie()
      } catch {
        toast.error(translateMessage('Failed to fetch cookie'))
      }
    },
    [queryClient],
  )

  const signOut = useCallback(async () => {
    const token = readAccessToken()
    clearLocalSession()
    try {
      await revokeSession(token)
    } catch {
      // The local token is cleared anyway; the user is told the server did not confirm.
      toast.error(translateMessage('Failed to sign out'))
    }
  }, [clearLocalSession])

  const refresh = useCallback(async () => {
    const account = await fetchCurrentAccount()
    setState((current) => (current.status === 'authenticated' ? { ...current, session: account } : current))
  }, [])

  const switchTenant = useCallback(
    (tenantId: string) => {
      const target = session?.tenants.find((tenant) => tenant.id === tenantId)
      if (!target || target.id === tenantIdRef.current) return
      const previous = tenantIdRef.current
      writeTenantId(target.id)
      tenantIdRef.current = target.id
      setChosenTenantId(target.id)
      // Every cached answer is keyed by its store, so the new store's pages fetch their own. The previous
      // store's answers are dropped, with their requests still on the way: requests now name the new store,
      // and a refetch under the old keys would file this store's answers there.
      queryClient.removeQueries({ queryKey: queryKeysFor(previous).all })
      toast.success(t('shell.storeSwitched', { store: target.name }))
    },
    [session, queryClient, t],
  )

  const value = useMemo<SessionValue>(
    () => ({
      status: state.status,
      isInitialized: state.status !== 'initializing',
      isAuthenticated: state.status === 'authenticated',
      isLoading: state.status === 'initializing',
      user: session?.user ?? null,
      tenants: session?.tenants ?? [],
      defaultTenant: session?.defaultTenant ?? null,
      currentTenant,
      establish,
      signOut,
      refresh,
      switchTenant,
    }),
    [state.status, session, currentTenant, establish, signOut, refresh, switchTenant],
  )

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}
