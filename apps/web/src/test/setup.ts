import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { loadSonner } from '@/components/ui/toast'
import { initI18n } from '@/lib/i18n/i18n'

await initI18n()

afterEach(async () => {
  // A toast raised or taken away while the toast library was still loading is handled once it arrives:
  // let that happen inside the test, not after its page is gone (where the library finds no window).
  await loadSonner()
  cleanup()
  localStorage.clear()
})
