/** Saves a file the API answered as the browser's own download. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started from the click; the URL is not needed any more once it has.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
