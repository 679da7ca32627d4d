import { Alert } from '@/components/ui/alert'

/** Spec section 5: the form's errors listed under a heading, besides each field's own message. */
export function ErrorList({ title, errors }: { title: string; errors: string[] }) {
  if (errors.length === 0) return null
  return (
    <Alert variant="destructive">
      <p className="font-medium">{title}</p>
      <ul className="mt-1 list-disc pl-5">
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </Alert>
  )
}
