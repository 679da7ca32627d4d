import { useMutation } from '@tanstack/react-query'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/components/ui/toast'
import { useSession } from '@/lib/auth/session-context'
import { saveStoreSecurity } from '../api/two-factor-api'
import { describeStaffError, useStaffT } from '../i18n/staff-i18n'

/** The owner's rule for the store's staff: whether each of them must sign in with a second factor. */
export function StoreSecurityCard() {
  const t = useStaffT()
  const { currentTenant, refresh } = useSession()
  const save = useMutation({
    mutationFn: (requireTwoFactor: boolean) => saveStoreSecurity({ requireTwoFactor }),
    onSuccess: async ({ requireTwoFactor }) => {
      // The store's rule travels with the session's stores: read them again so the switch shows it.
      await refresh()
      toast.success(t(requireTwoFactor ? 'storeSecurity.required' : 'storeSecurity.notRequired'))
    },
    onError: (error) => toast.error(describeStaffError(error)),
  })
  const required = save.isPending ? save.variables : Boolean(currentTenant?.requireTwoFactor)
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('storeSecurity.title')}</CardTitle>
        <CardDescription>{t('storeSecurity.body')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-center gap-3">
          <Switch
            id="require-two-factor"
            checked={required}
            disabled={save.isPending}
            onCheckedChange={(checked) => save.mutate(checked)}
          />
          <Label htmlFor="require-two-factor">{t('storeSecurity.requireTwoFactor')}</Label>
        </div>
      </CardContent>
    </Card>
  )
}
