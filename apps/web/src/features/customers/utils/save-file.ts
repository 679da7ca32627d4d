/** Hands a downloaded file to the browser as if a link to it had been clicked. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has started the download by now; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
