import { UploadIcon } from 'lucide-react'
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

interface FileDropZoneProps {
  /** File types the picker offers, e.g. "image/*" or ".csv,text/csv". */
  accept: string
  multiple?: boolean
  onFiles: (files: File[]) => void
  /** "Drop images here or" — the button's label follows it. */
  prompt: ReactNode
  buttonLabel: string
  hint?: ReactNode
  /** The input's name for assistive technology and tests. */
  inputLabel: string
  disabled?: boolean
  className?: string
}

/** Drop files on it, or choose them with the button; both end in `onFiles`. */
export function FileDropZone({
  accept,
  multiple = false,
  onFiles,
  prompt,
  buttonLabel,
  hint,
  inputLabel,
  disabled,
  className,
}: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const [over, setOver] = useState(false)

  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')
  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) return
    event.preventDefault()
    setOver(false)
    if (disabled) return
    const files = [...event.dataTransfer.files]
    if (files.length) onFiles(multiple ? files : files.slice(0, 1))
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the button does the same from the keyboard
    <div
      onDragOver={(event) => {
        if (!hasFiles(event)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy'
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-4 py-6 text-center text-sm transition-colors',
        over && 'border-primary bg-primary/5',
        className,
      )}
    >
      <UploadIcon className="size-5 text-muted-foreground" aria-hidden />
      <div className="flex flex-wrap items-center justify-center gap-1">
        <span className="text-muted-foreground">{prompt}</span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-describedby={hint ? hintId : undefined}
        >
          {buttonLabel}
        </Button>
      </div>
      {hint && (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-label={inputLabel}
        disabled={disabled}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          // Choosing the same file again must still report it.
          event.target.value = ''
          if (files.length) onFiles(files)
        }}
      />
    </div>
  )
}
