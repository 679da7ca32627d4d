import { describe, expect, it } from 'vitest'

// Every component of the app, as text, except tests.
const sources = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

/**
 * The rule that keeps forms built one way. Every form is a `Form` of this folder: react-hook-form's state,
 * the failure cleared on each attempt, the API's field errors put on the fields. So outside this folder
 * no file renders a `<form>` element (a form of its own would hold its values in `useState` and check
 * them by hand) nor calls react-hook-form's `handleSubmit` or `FormProvider` (a form that bypasses
 * `Form`'s submit handling). Matching the element and the two names is exact: unlike guessing which
 * `useState` holds a field, it has no false alarms, and a form cannot submit without one of them.
 */
export function bypassesForm(text: string): boolean {
  return /<form[\s>]/.test(text) || /\bhandleSubmit\(|<FormProvider\b/.test(text)
}

describe('forms', () => {
  it('are recognised when built by hand', () => {
    expect(bypassesForm('<form onSubmit={save} noValidate>')).toBe(true)
    expect(bypassesForm('<form>')).toBe(true)
    expect(bypassesForm('const submit = form.handleSubmit(async (values) => {})')).toBe(true)
    expect(bypassesForm('<FormProvider {...form}>')).toBe(true)
    expect(bypassesForm('<Form form={form} onSubmit={save}>')).toBe(false)
    expect(bypassesForm('<FormField id="x" label="X">')).toBe(false)
  })

  it('are all built with the Form of components/form', () => {
    // This folder's own files are named from here ('./form.tsx').
    const files = Object.entries(sources).filter(
      ([path]) => !path.startsWith('./') && !path.includes('/components/form/'),
    )
    expect(files.length).toBeGreaterThan(100)
    const offenders = files.filter(([, text]) => bypassesForm(text)).map(([path]) => path)
    expect(offenders).toEqual([])
  })
})
