import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { policyTextClass } from './policy-text'

/**
 * A policy as customers read it. The HTML was cleaned on the server when saved; it is shown through the
 * editor's own schema, read-only, rather than put into the page as is, so nothing the editor cannot
 * write reaches the customer's browser.
 */
export function PolicyView({ body }: { body: string }) {
  const editor = useEditor({
    editable: false,
    content: body,
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, codeBlock: false })],
    editorProps: { attributes: { class: policyTextClass } },
  })
  return <EditorContent editor={editor} />
}
