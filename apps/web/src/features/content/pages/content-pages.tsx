import { BracesIcon, FileIcon, FileUpIcon, ImagesIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PlaceholderPage } from '@/components/layout/placeholder-page'
import { idOrNew } from '@/lib/route-titles'

export function FilesPage() {
  const { t } = useTranslation()
  return (
    <PlaceholderPage
      icon={ImagesIcon}
      empty={t('pages.files.empty')}
      body={t('pages.files.body')}
      action={{ label: t('pages.files.action'), to: '/content/files/new' }}
    />
  )
}

/** Without an id, the file page uploads new files. */
export function FilePage() {
  const { t } = useTranslation()
  const id = idOrNew(useParams().id)
  if (id === 'new') {
    return (
      <PlaceholderPage icon={FileUpIcon} empty={t('pages.newFile.empty')} body={t('pages.newFile.body')} />
    )
  }
  return <PlaceholderPage icon={FileIcon} empty={t('pages.file.empty')} body={t('pages.file.body', { id })} />
}

export function MetaobjectsPage() {
  const { t } = useTranslation()
  return (
    <PlaceholderPage
      icon={BracesIcon}
      empty={t('pages.metaobjects.empty')}
      body={t('pages.metaobjects.body')}
    />
  )
}
