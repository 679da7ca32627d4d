import { ShieldAlertIcon } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/components/ui/toast'
import { useSession } from '@/lib/auth/session-context'
import { useStaffT } from '../i18n/staff-i18n'
import { TwoFactorSetup } from './two-factor-setup'

/**
 * In place of every page of a store that requires two-factor authentication, for a member without it:
 * the store refuses their calls until they set it up here.
 */
export function TwoFactorRequired() {
  const t = useStaffT()
  const { currentTenant, refresh } = useSession()
  return (
    <div className="flex flex-1 items-start justify-center p-6">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldAlertIcon aria-hidden className="size-5" />
            {t('twoFactor.requiredTitle')}
          </CardTitle>
          <CardDescription>
            {t('twoFactor.requiredBody', { store: currentTenant?.name ?? '' })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TwoFactorSetup
            onDone={() => {
              toast.success(t('twoFactor.enabled'))
              void refresh()
            }}
          />
        </CardContent>
      </Card>
    </div>
  )
}
