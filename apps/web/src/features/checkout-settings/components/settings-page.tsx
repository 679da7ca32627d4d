import {
  VersionedSettingsPage,
  type VersionedSettingsPageProps,
} from '@/components/layout/versioned-settings-page'
import { describeCheckoutSettingsError, useCheckoutSettingsT } from '../i18n/checkout-settings-i18n'

/** One of the checkout pages (Checkout, Customer accounts, Pricing, Privacy), with their texts. */
export function SettingsPage<S extends { version: number }>(
  props: Omit<VersionedSettingsPageProps<S>, 'texts' | 'describeError'>,
) {
  const t = useCheckoutSettingsT()
  return (
    <VersionedSettingsPage
      {...props}
      texts={{ saved: t('page.saved'), stale: t('page.stale'), loadFailed: t('page.loadFailed') }}
      describeError={describeCheckoutSettingsError}
    />
  )
}
