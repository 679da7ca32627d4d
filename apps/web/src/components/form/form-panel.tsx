import { type ReactNode, type Ref, useEffect, useId } from 'react'
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ResponsivePanel } from '@/components/ui/responsive-panel'
import type { SubmitErrorOptions } from '@/lib/form/problem-errors'
import { Form } from './form'

interface FormPanelProps<T extends FieldValues, Out extends FieldValues> {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  form: UseFormReturn<T, unknown, Out>
  /** What the form starts from each time the panel opens: the record as it is at that moment. */
  startFrom: () => DefaultValues<T>
  /** Called with the schema's output; the panel stays open while it runs, and closes only if it says so. */
  onSubmit: (values: Out) => unknown
  submitError?: SubmitErrorOptions<T>
  /** Finds a field error's sentence in a feature's own catalogue before the app's. */
  translate?: (message: string) => string
  submitLabel: string
  cancelLabel: string
  /** "Close" unless the feature names the panel's close button otherwise. */
  closeLabel?: string
  /** Save waits for something the form does not know (a name typed, a check on its way). */
  submitDisabled?: boolean
  /** Before Cancel in the footer, such as a button that removes what the panel edits. */
  footerStart?: ReactNode
  /** Classes of the form, which lays out the fields. */
  className?: string
  /** The form element, for pickers that open their lists inside the panel. */
  formRef?: Ref<HTMLFormElement>
  children: ReactNode
}

/**
 * A form in a side panel (a drawer inside a container such as the cart, a dialog elsewhere): the fields
 * start over each time it opens, and the footer holds Cancel and the submit button, which says nothing
 * new while the form is sent but cannot be pressed twice.
 */
export function FormPanel<T extends FieldValues, Out extends FieldValues = T>({
  open,
  onOpenChange,
  title,
  form,
  startFrom,
  onSubmit,
  submitError,
  translate,
  submitLabel,
  cancelLabel,
  closeLabel,
  submitDisabled = false,
  footerStart,
  className,
  formRef,
  children,
}: FormPanelProps<T, Out>) {
  const { t } = useTranslation()
  const id = `${useId()}-form`
  const sending = form.formState.isSubmitting
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over when the panel opens, not as the record changes under it
  useEffect(() => {
    if (open) form.reset(startFrom())
  }, [open])
  return (
    <ResponsivePanel
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={closeLabel ?? t('common.close')}
      footer={
        <>
          {footerStart}
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={id} disabled={submitDisabled || sending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form
        form={form}
        id={id}
        ref={formRef}
        className={className}
        translate={translate}
        submitError={submitError}
        onSubmit={onSubmit}
      >
        {children}
      </Form>
    </ResponsivePanel>
  )
}
