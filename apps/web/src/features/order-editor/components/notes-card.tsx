import { PencilIcon } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Textarea } from '@/components/ui/textarea'
import { useEditorT } from '../i18n/editor-i18n'
import { useOrderEditor } from '../model/order-editor-context'

/** 'No notes' until edited, then a text area whose hint says the customer sees it. */
export function NotesCard() {
  const t = useEditorT()
  const { doc, flags, actions } = useOrderEditor()
  const id = useId()
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(doc.note)
  // A note saved by a colleague shows here unless staff are typing one.
  useEffect(() => {
    if (document.activeElement?.id !== `${id}-note`) setText(doc.note)
  }, [doc.note, id])
  const showArea = editing || doc.note !== ''
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{t('notes.title')}</CardTitle>
        {!showArea && !flags.isReadOnly && (
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={t('notes.edit')}
            onClick={() => setEditing(true)}
          >
            <PencilIcon aria-hidden />
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {flags.isReadOnly ? (
          <p className="whitespace-pre-wrap text-muted-foreground text-sm">{doc.note || t('notes.empty')}</p>
        ) : showArea ? (
          <div className="grid gap-1.5">
            <Textarea
              id={`${id}-note`}
              aria-label={t('notes.label')}
              aria-describedby={`${id}-hint`}
              autoFocus={editing && doc.note === ''}
              value={text}
              maxLength={5000}
              onChange={(event) => {
                setText(event.target.value)
                actions.setNote(event.target.value)
              }}
            />
            <p id={`${id}-hint`} className="text-muted-foreground text-xs">
              {t('notes.hint')}
            </p>
          </div>
        ) : (
          <p className="text-muted-foreground text-sm">{t('notes.empty')}</p>
        )}
      </CardContent>
    </Card>
  )
}
