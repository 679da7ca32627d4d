import { useCallback } from 'react'
import { type SetURLSearchParams, useLocation, useNavigation, useSearchParams } from 'react-router'

/**
 * `useSearchParams` for a list page whose filters follow what is typed after a pause. A change that
 * settles while the user is already leaving the page (a row clicked while its page loads) is dropped:
 * writing it would replace that navigation and keep them on the list.
 */
export function useListSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams()
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname
  const setUnlessLeaving = useCallback<SetURLSearchParams>(
    (next, options) => {
      if (!leaving) setParams(next, options)
    },
    [leaving, setParams],
  )
  return [params, setUnlessLeaving]
}
