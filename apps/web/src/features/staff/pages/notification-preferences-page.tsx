import { zodResolver } from '@hookform/resolvers/zod'
import {
  LOW_STOCK_AT,
  type NotificationPreferences,
  notificationPreferencesSchema,
  STAFF_EMAIL_TOPICS,
} from '@lojista/contracts/staff/notification-preferences'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { CheckboxField } from '@/components/form/checkbox-field'
import { Form } from '@/components/form/form'
import { FormFailure } from '@/components/form/form-failure'
import { SubmitButton } from '@/components/form/submit-button'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { mainLoad } from '@/lib/api/page-load'
import { useSession } from '@/lib/auth/session-context'
import { useQueryKeys } from '@/lib/query-keys'
import { getNotificationPreferences, saveNotificationPreferences } from '../api/staff-api'
import { describeStaffError, translateStaffMessage, useStaffT } from '../i18n/staff-i18n'

/** Where the header's user menu sends a person to choose their emails. */
export const MY_NOTIFICATIONS = '/settings/my-notifications'

/**
 * The signed-in person's own choice of the emails they get about the current store (a person working
 * in two stores chooses in each). Open to every role: it changes nothing of the store's.
 */
export function NotificationPreferencesPage() {
  const t = useStaffT()
  const keys = useQueryKeys()
  const store = useSession().currentTenant?.name ?? ''
  const query = useQuery({
    ...mainLoad,
    queryKey: keys.staff.notificationPreferences,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  })
  const description = t('notificationPreferences.description', { store })
  if (query.isPending) {
    return (
      <PageFrame className="max-w-2xl" description={description}>
        <Skeleton className="h-64 w-full" />
      </PageFrame>
    )
  }
  if (!query.data) {
    return (
      <PageFrame className="max-w-2xl" description={description}>
        <Alert variant="destructive">{describeStaffError(query.error)}</Alert>
      </PageFrame>
    )
  }
  return (
    <PageFrame className="max-w-2xl" description={description}>
      <PreferencesForm preferences={query.data} />
    </PageFrame>
  )
}

function PreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const t = useStaffT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const form = useForm<NotificationPreferences>({
    resolver: zodResolver(notificationPreferencesSchema),
    defaultValues: preferences,
  })
  return (
    <Form
      form={form}
      className="grid gap-4"
      idPrefix="notifications"
      translate={translateStaffMessage}
      onSubmit={async (values) => {
        const saved = await saveNotificationPreferences(values)
        queryClient.setQueryData(keys.staff.notificationPreferences, saved)
        form.reset(saved)
        toast.success(t('notificationPreferences.saved'))
      }}
    >
      <FormFailure />
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-medium text-sm">{t('notificationPreferences.legend')}</legend>
        {STAFF_EMAIL_TOPICS.map((topic) => (
          <CheckboxField<NotificationPreferences>
            key={topic}
            name={topic}
            label={t(`notificationPreferences.topics.${topic}.label`)}
            hint={t(`notificationPreferences.topics.${topic}.hint`, { count: LOW_STOCK_AT })}
          />
        ))}
      </fieldset>
      <SubmitButton
        className="w-fit"
        label={t('notificationPreferences.save')}
        pendingLabel={t('notificationPreferences.saving')}
      />
    </Form>
  )
}
