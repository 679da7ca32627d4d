import type { CollectionFormValues } from '@lojista/contracts/catalog/collections'
import { Field } from '@/components/form/field'
import { useProductsT } from '../../i18n/products-i18n'

/** The title and description of a collection, in the create dialog and on the collection's page. */
export function CollectionFields() {
  const t = useProductsT()
  return (
    <>
      <Field<CollectionFormValues> name="title" id="collection-title" label={t('collections.title')} />
      <Field<CollectionFormValues>
        name="description"
        id="collection-description"
        label={t('collections.description')}
        multiline
        rows={4}
      />
    </>
  )
}
