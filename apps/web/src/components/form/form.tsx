import type { ComponentProps, ReactNode } from 'react'
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form'
import { applySubmitError, FORM_FAILURE, type SubmitErrorOptions } from '@/lib/form/problem-errors'
import { translateMessage } from '@/lib/i18n/i18n'
import { FormSettingsContext } from './form-context'

interface FormProps<T extends FieldValues, Out extends FieldValues>
  extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children' | 'translate'> {
  form: UseFormReturn<T, unknown, Out>
  /** Called with the schema's output once every field is valid. A rejection lands on the form's fields. */
  onSubmit: (values: Out) => unknown
  /** Maps the API's field paths onto this form's fields and words the failure (`applySubmitError`). */
  submitError?: SubmitErrorOptions<T>
  /** Finds a field error's sentence in a feature's own catalogue before the app's. */
  translate?: (message: string) => string
  /** Put before every field's id ('customer' makes 'customer-taxId'). */
  idPrefix?: string
  /**
   * The form is part of another form's page, inside its `<form>` element (an option edited on its own in
   * the product form): it is a group rather than a second `<form>`, sent by its SubmitButton or by Enter
   * in one of its inputs, and neither sends the form around it.
   */
  nested?: boolean
  children: ReactNode
}

/**
 * The one way a form is built: react-hook-form's state shared with the fields below (`Field`,
 * `ControlledField`, ...), the form's own failure cleared on every attempt and any error the submit
 * throws put on the fields it names (`applySubmitError`).
 */
export function Form<T extends FieldValues, Out extends FieldValues = T>({
  form,
  onSubmit,
  submitError,
  translate = translateMessage,
  idPrefix,
  nested = false,
  children,
  ...props
}: FormProps<T, Out>) {
  const submit = form.handleSubmit(async (values) => {
    form.clearErrors(FORM_FAILURE)
    try {
      await onSubmit(values)
    } catch (error) {
      applySubmitError(form, error, submitError)
    }
  })
  if (nested) {
    return (
      <FormProvider {...form}>
        <FormSettingsContext.Provider value={{ translate, idPrefix, submitNested: () => void submit() }}>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter in one of its inputs sends the group, as in a form */}
          <div
            id={props.id}
            className={props.className}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
              if (event.nativeEvent.isComposing) return
              event.preventDefault()
              event.stopPropagation()
              void submit()
            }}
          >
            {children}
          </div>
        </FormSettingsContext.Provider>
      </FormProvider>
    )
  }
  return (
    <FormProvider {...form}>
      <FormSettingsContext.Provider value={{ translate, idPrefix }}>
        <form
          noValidate
          {...props}
          onSubmit={(event) => {
            // React sends a submit through portals to the forms around them: a dialog's form opened from
            // inside another form must not submit that one too.
            event.stopPropagation()
            void submit(event)
          }}
        >
          {children}
        </form>
      </FormSettingsContext.Provider>
    </FormProvider>
  )
}
