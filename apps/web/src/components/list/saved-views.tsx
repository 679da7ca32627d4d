import { zodResolver } from '@hookform/resolvers/zod'
import { type SavedViewNameForm, savedViewNameFormSchema } from '@lojista/contracts/common/saved-views'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BookmarkPlusIcon, XIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { Field } from '@/components/form/field'
import { Form } from '@/components/form/form'
import { SubmitButton } from '@/components/form/submit-button'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { toast } from '@/components/ui/toast'
import type { ListState } from '@/hooks/use-list-state'
import { errorMessage } from '@/lib/api/error-message'
import { deleteSavedView, listSavedViews, saveView } from '@/lib/api/saved-views-api'
import { sameParams } from '@/lib/list-params'
import { useQueryKeys } from '@/lib/query-keys'
import { cn } from '@/lib/utils'
import { translateListMessage, useListT } from './i18n/list-i18n'

interface SavedViewsProps {
  /** Which list the views belong to, such as `orders`; the same key for as long as the list exists. */
  list: string
  /** The list's state: the view shown now, and how the list writes another. */
  state: Pick<ListState<unknown>, 'view' | 'viewOf'>
}

const tab = (active: boolean) =>
  cn(
    'rounded-md px-2.5 py-1 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/50',
    active ? 'bg-muted font-medium text-foreground' : 'text-muted-foreground hover:bg-muted/60',
  )

/**
 * The person's saved views of a list, as tabs above it: "All" (the list as it opens) and one per view,
 * each a link to the list with that view's filters and sort. The view shown is marked; "Save view"
 * keeps what is shown under a name, and each view can be deleted. Views are kept on the server, per
 * person and per store.
 */
export function SavedViews({ list, state }: SavedViewsProps) {
  const t = useListT()
  const { view } = state
  const queryClient = useQueryClient()
  const keys = useQueryKeys()
  const [saving, setSaving] = useState(false)
  const views = useQuery({
    queryKey: keys.savedViews.list(list),
    queryFn: ({ signal }) => listSavedViews(list, signal),
  })
  const remove = useMutation({
    mutationFn: (saved: { id: string; name: string }) => deleteSavedView(saved.id),
    onSuccess: (_, saved) => toast.success(t('views.removed', { name: saved.name })),
    onError: (error) =>
      toast.error(t('views.removeFailed'), {
        description: errorMessage(error, { translate: translateListMessage }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.savedViews.list(list) }),
  })

  return (
    <nav
      aria-label={t('views.label')}
      className="flex flex-wrap items-center justify-between gap-2 border-b pb-2"
    >
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Link
            to={{ search: '' }}
            aria-current={view.toString() === '' ? 'page' : undefined}
            className={tab(view.toString() === '')}
          >
            {t('views.all')}
          </Link>
        </li>
        {views.data?.map((saved) => {
          const params = state.viewOf(new URLSearchParams(saved.params))
          const active = view.toString() !== '' && sameParams(view, params)
          return (
            <li key={saved.id} className={cn('flex items-center rounded-md', active && 'bg-muted')}>
              <Link
                to={{ search: `?${params}` }}
                aria-current={active ? 'page' : undefined}
                className={cn(tab(active), 'bg-transparent pr-1')}
              >
                {saved.name}
              </Link>
              <button
                type="button"
                aria-label={t('views.remove', { name: saved.name })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(saved)}
                className="mr-1 rounded-sm p-0.5 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50"
              >
                <XIcon className="size-3.5" aria-hidden />
              </button>
            </li>
          )
        })}
        {views.isError && <li className="px-2 text-muted-foreground text-sm">{t('views.loadFailed')}</li>}
      </ul>
      <Button variant="ghost" size="sm" disabled={view.toString() === ''} onClick={() => setSaving(true)}>
        <BookmarkPlusIcon aria-hidden />
        {t('views.save')}
      </Button>
      <SaveViewDialog
        open={saving}
        onOpenChange={setSaving}
        list={list}
        view={view}
        taken={views.data?.map((saved) => saved.name) ?? []}
      />
    </nav>
  )
}

interface SaveViewDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  list: string
  view: URLSearchParams
  /** Names already used: saving under one of them updates that view. */
  taken: string[]
}

function SaveViewDialog({ open, onOpenChange, list, view, taken }: SaveViewDialogProps) {
  const t = useListT()
  const queryClient = useQueryClient()
  const keys = useQueryKeys()
  const form = useForm<SavedViewNameForm>({
    resolver: zodResolver(savedViewNameFormSchema),
    defaultValues: { name: '' },
  })
  const save = useMutation({
    mutationFn: (chosen: string) => saveView({ list, name: chosen, params: Object.fromEntries(view) }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: keys.savedViews.list(list) })
      toast.success(t(taken.includes(saved.name) ? 'views.replaced' : 'views.saved', { name: saved.name }))
      close(false)
    },
  })
  const close = (next: boolean) => {
    if (!next) form.reset()
    onOpenChange(next)
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('views.close')}>
        <Form
          form={form}
          onSubmit={({ name }) => save.mutateAsync(name)}
          translate={translateListMessage}
          // Whatever went wrong is said under the name, the one thing this form holds.
          submitError={{
            fieldOf: () => null,
            failureOn: 'name',
            failure: (error) =>
              `${t('views.saveFailed')} ${errorMessage(error, { translate: translateListMessage })}`,
          }}
          className="grid gap-4"
        >
          <DialogHeader>
            <DialogTitle>{t('views.saveTitle')}</DialogTitle>
            <DialogDescription>{t('views.saveBody')}</DialogDescription>
          </DialogHeader>
          <Field name="name" id="saved-view-name" label={t('views.name')} maxLength={80} autoComplete="off" />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t('views.cancel')}
            </Button>
            <SubmitButton label={t('views.confirm')} pendingLabel={t('views.saving')} />
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
