/**
 * The last page the user saw outside of overlays such as the settings drawer, so closing the overlay can
 * take them back to it.
 */
let lastPagePath: string | null = null

export function rememberPagePath(path: string) {
  lastPagePath = path
}

export function lastPage(fallback = '/'): string {
  return lastPagePath ?? fallback
}
