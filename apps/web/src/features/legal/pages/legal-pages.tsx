import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '@/lib/format'
import { usePageTitle } from '@/lib/route-titles'
import type { LegalDocument, LegalLanguage } from '../content/legal-document'
import { privacyPolicy } from '../content/privacy-policy'
import { termsOfService } from '../content/terms-of-service'

function LegalDocumentView({
  document,
  other,
}: {
  document: Record<LegalLanguage, LegalDocument>
  other: { to: string; label: string }
}) {
  const { t, i18n } = useTranslation()
  const title = usePageTitle()
  const content = document[i18n.language === 'pt-BR' ? 'pt-BR' : 'en']
  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-10 md:px-6">
      <header className="grid gap-2">
        <h1 className="font-semibold text-3xl tracking-tight">{title}</h1>
        <p className="text-muted-foreground text-sm">
          {t('legal.lastUpdated', { date: formatDate(`${content.updated}T12:00:00Z`) })}
        </p>
        <p>{content.intro}</p>
      </header>
      {content.sections.map((section) => (
        <section key={section.heading} className="grid gap-2">
          <h2 className="font-semibold text-lg">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-muted-foreground leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p className="border-t pt-6 text-sm">
        {t('legal.otherDocument')}{' '}
        <Link to={other.to} className="font-medium underline underline-offset-4">
          {other.label}
        </Link>
      </p>
    </article>
  )
}

export function PrivacyPolicyPage() {
  const { t } = useTranslation()
  return (
    <LegalDocumentView
      document={privacyPolicy}
      other={{ to: '/legal/terms-of-service', label: t('routes.termsOfService') }}
    />
  )
}

export function TermsOfServicePage() {
  const { t } = useTranslation()
  return (
    <LegalDocumentView
      document={termsOfService}
      other={{ to: '/legal/privacy-policy', label: t('routes.privacyPolicy') }}
    />
  )
}
