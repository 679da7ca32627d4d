import { XIcon } from 'lucide-react'
import { useCallback } from 'react'
import { AsyncPicker } from '@/components/pickers/async-picker'
import type { PickerFetchParams } from '@/components/pickers/use-paged-search'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { usePanelContainer } from '@/components/ui/responsive-panel'
import { searchTags } from '../api/catalog-api'
import { useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor } from '../model/order-editor-context'

interface TagOption {
  id: string
  name: string
}

/**
 * "Tags": a multi-select over the store's tags, with free entry; an empty value is never
 * kept.
 */
export function TagsCard() {
  const t = useEditorT()
  const { doc, flags, actions } = useOrderEditor()
  const container = usePanelContainer()
  const fetchPage = useCallback(
    ({ query, first, after, signal }: PickerFetchParams) => searchTags({ query, first, after }, signal),
    [],
  )
  const add = (name: string) => {
    const tag = name.trim().slice(0, 60)
    if (!tag || doc.tags.includes(tag)) return
    actions.setTags([...doc.tags, tag])
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('tags.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {!flags.isReadOnly && (
          <AsyncPicker<TagOption>
            aria-label={t('tags.placeholder')}
            placeholder={t('tags.placeholder')}
            fetchPage={fetchPage}
            value={null}
            onChange={(option) => {
              if (option) add(option.name)
            }}
            onAdd={add}
            getKey={(option) => option.id}
            getLabel={(option) => option.name}
            container={container}
          />
        )}
        {flags.isReadOnly && doc.tags.length === 0 && (
          <p className="text-muted-foreground text-sm">{t('tags.none')}</p>
        )}
        {doc.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('tags.title')}>
            {doc.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary" className="gap-1 pr-1">
                  {tag}
                  {!flags.isReadOnly && (
                    <button
                      type="button"
                      className="rounded-sm opacity-70 hover:opacity-100"
                      aria-label={t('tags.remove', { tag })}
                      onClick={() => actions.setTags(doc.tags.filter((other) => other !== tag))}
                    >
                      <XIcon className="size-3" aria-hidden />
                    </button>
                  )}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
