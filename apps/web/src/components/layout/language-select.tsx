import { LanguagesIcon } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ownLanguageName } from '@/lib/format/display-names'
import { changeLanguage, isSupportedLanguage, supportedLanguages } from '@/lib/i18n/i18n'

export function LanguageSelect() {
  const { t, i18n } = useTranslation()
  const id = useId()
  return (
    <div className="flex items-center gap-2 text-muted-foreground text-sm">
      <LanguagesIcon className="size-4" aria-hidden />
      <label htmlFor={id} className="sr-only">
        {t('common.language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          if (isSupportedLanguage(event.target.value)) void changeLanguage(event.target.value)
        }}
        className="rounded-md border border-input bg-background px-2 py-1 text-foreground text-sm"
      >
        {supportedLanguages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {ownLanguageName(language.code)}
          </option>
        ))}
      </select>
    </div>
  )
}
