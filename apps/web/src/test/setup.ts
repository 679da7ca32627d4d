import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import i18n from 'i18next'
import { afterEach } from 'vitest'
import { loadSonner } from '@/components/ui/toast'
import { changeLanguage, initI18n } from '@/lib/i18n/i18n'

// Test files share their worker's modules (isolate: false): i18n is set up once, since setting it up
// again would drop the texts that features registered when their modules were first imported.
if (!i18n.isInitialized) await initI18n()

afterEach(async () => {
  // A toast raised or taken away while the toast library was still loading is handled once it arrives:
  // let that happen inside the test, not after its page is gone (where the library finds no window).
  await loadSonner()
  cleanup()
  // The next test starts in English with nothing stored, as it would in a fresh page.
  if (i18n.language !== 'en') await changeLanguage('en')
  localStorage.clear()
})
