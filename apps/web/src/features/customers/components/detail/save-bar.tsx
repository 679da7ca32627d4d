import { useFormState } from 'react-hook-form'
import { useCustomersT } from '@/components/customers/i18n/customers-i18n'
import { SubmitButton } from '@/components/form/submit-button'
import { Button } from '@/components/ui/button'

/** The customer page's bar at the bottom: whether there are unsaved changes, Discard and Save. */
export function SaveBar({ onDiscard }: { onDiscard: () => void }) {
  const t = useCustomersT()
  const { isDirty } = useFormState()
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6">
      {isDirty && <span className="mr-auto text-muted-foreground text-sm">{t('detail.unsaved')}</span>}
      {isDirty && (
        <Button variant="outline" onClick={onDiscard}>
          {t('detail.discard')}
        </Button>
      )}
      <SubmitButton label={t('detail.save')} pendingLabel={t('detail.saving')} />
    </div>
  )
}
