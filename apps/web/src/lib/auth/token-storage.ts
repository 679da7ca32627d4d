/** The bearer token is kept in local storage under this key, so a reload stays signed in. */
export const ACCESS_TOKEN_KEY = 'access-token'
/** The store the user picked last; the default store applies when it is missing or no longer theirs. */
export const TENANT_KEY = 'tenant-id'

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Private browsing can refuse storage; the session then lasts for this page only.
  }
}

export const readAccessToken = () => read(ACCESS_TOKEN_KEY)
export const writeAccessToken = (token: string | null) => write(ACCESS_TOKEN_KEY, token)
export const readTenantId = () => read(TENANT_KEY)
export const writeTenantId = (tenantId: string | null) => write(TENANT_KEY, tenantId)
