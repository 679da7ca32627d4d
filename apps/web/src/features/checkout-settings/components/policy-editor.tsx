import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { BoldIcon, Heading2Icon, ItalicIcon, LinkIcon, ListIcon, ListOrderedIcon } from 'lucide-react'
import type { ComponentType } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { useCheckoutSettingsT } from '../i18n/checkout-settings-i18n'
import { policyTextClass } from './policy-text'

interface PolicyEditorProps {
  id: string
  label: string
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  'aria-describedby'?: string
  'aria-invalid'?: boolean
}

/**
 * A policy's rich text: paragraphs, headings, lists, emphasis and links, as the server keeps them (it
 * removes anything else). Tiptap writes the HTML; the toolbar offers only what the server keeps.
 */
export function PolicyEditor({ id, label, value, onChange, onBlur, ...aria }: PolicyEditorProps) {
  const t = useCheckoutSettingsT()
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, protocols: ['mailto', 'tel'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
        ...(aria['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
        class: `${policyTextClass} min-h-40 px-3 py-2 focus:outline-none`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  })
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  })

  const setLink = () => {
    if (!editor) return
    const previous = editor.getAttributes('link').href as string | undefined
    const href = window.prompt(t('policies.linkPrompt'), previous ?? 'https://')
    if (href === null) return
    if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run()
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run()
  }

  const tools: {
    key: keyof NonNullable<typeof active>
    icon: ComponentType<{ className?: string }>
    run: () => void
  }[] = [
    { key: 'bold', icon: BoldIcon, run: () => editor?.chain().focus().toggleBold().run() },
    { key: 'italic', icon: ItalicIcon, run: () => editor?.chain().focus().toggleItalic().run() },
    {
      key: 'heading',
      icon: Heading2Icon,
      run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    { key: 'bulletList', icon: ListIcon, run: () => editor?.chain().focus().toggleBulletList().run() },
    {
      key: 'orderedList',
      icon: ListOrderedIcon,
      run: () => editor?.chain().focus().toggleOrderedList().run(),
    },
    { key: 'link', icon: LinkIcon, run: setLink },
  ]
  return (
    <div className={cn('rounded-md border', aria['aria-invalid'] && 'border-destructive')}>
      <div role="toolbar" aria-label={t('policies.toolbar')} className="flex gap-1 border-b p-1">
        {tools.map(({ key, icon: Icon, run }) => (
          <Button
            key={key}
            type="button"
            variant={active?.[key] ? 'secondary' : 'ghost'}
            size="icon"
            className="size-8"
            aria-label={t(`policies.${key}`)}
            aria-pressed={active?.[key] ?? false}
            onClick={run}
          >
            <Icon className="size-4" />
          </Button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}
