import { formatPpm } from '@lojista/contracts/order/rounding'
import type { TaxRegion, TaxSettings } from '@lojista/contracts/taxes/settings'
import { taxSettingsSchema } from '@lojista/contracts/taxes/settings'
import type { TaxRegionFormOutput } from '@lojista/contracts/taxes/settings-form'
import { taxRegionFormToRequest } from '@lojista/contracts/taxes/settings-form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { PageFrame } from '@/components/layout/page-frame'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { mainLoad } from '@/lib/api/page-load'
import { staleRecord } from '@/lib/api/stale-record'
import { formatPercent } from '@/lib/format'
import { countryName } from '@/lib/format/display-names'
import { useQueryKeys } from '@/lib/query-keys'
import {
  createTaxRegion,
  deleteTaxRegion,
  getTaxSettings,
  saveTaxChoices,
  updateTaxRegion,
} from '../api/taxes-api'
import { TaxChoicesForm } from '../components/tax-choices-form'
import { TaxRegionPanel } from '../components/tax-region-panel'
import { describeTaxSettingsError, type TaxSettingsT, useTaxSettingsT } from '../i18n/tax-settings-i18n'

/** 'São Paulo, BR-SP' reads as 'Brasil · SP'; a whole country as its name. */
function placeOf(region: TaxRegion, t: TaxSettingsT): string {
  const country = countryName(region.countryCode)
  return region.provinceCode ? `${country} · ${region.provinceCode}` : t('regions.wholeCountry', { country })
}

/** Settings → Taxes and duties: how prices and shipping are taxed, and the tax regions with their rates. */
export function TaxesSettingsPage() {
  const t = useTaxSettingsT()
  const keys = useQueryKeys()
  const queryClient = useQueryClient()
  const query = useQuery({
    ...mainLoad,
    queryKey: keys.taxes.settings,
    queryFn: ({ signal }) => getTaxSettings(signal),
  })
  const settings = query.data
  const [editing, setEditing] = useState<TaxRegion | 'new' | null>(null)

  // The draft editor reads the same rules: it works taxes out with the new ones from now on.
  const changed = (next: TaxSettings) => {
    queryClient.setQueryData(keys.taxes.settings, next)
    void queryClient.invalidateQueries({ queryKey: keys.taxes.rules })
  }
  const withRegion = (region: TaxRegion) => {
    if (!settings) return
    const others = settings.regions.filter((other) => other.id !== region.id)
    const regions = [...others, region].sort(
      (a, b) => a.countryCode.localeCompare(b.countryCode) || a.provinceCode.localeCompare(b.provinceCode),
    )
    changed({ ...settings, regions })
  }

  const saveChoices = async (values: { taxesIncluded: boolean; shippingTaxed: boolean }) => {
    if (!settings) return
    try {
      changed(await saveTaxChoices({ ...values, version: settings.version }))
      toast.success(t('page.saved'))
    } catch (error) {
      const current = staleRecord(error, taxSettingsSchema)
      if (!current) throw error
      changed(current)
      toast.error(t('page.stale'))
    }
  }

  const saveRegion = async (values: TaxRegionFormOutput) => {
    const body = taxRegionFormToRequest(values)
    const region =
      editing && editing !== 'new'
        ? await updateTaxRegion(editing.id, { ...body, version: editing.version })
        : await createTaxRegion(body)
    withRegion(region)
    setEditing(null)
    toast.success(t('page.saved'))
  }

  const removeRegion = async (region: TaxRegion) => {
    if (!settings) return
    try {
      await deleteTaxRegion(region.id)
      changed({ ...settings, regions: settings.regions.filter((other) => other.id !== region.id) })
      toast.success(t('regions.removed'))
    } catch (error) {
      toast.error(describeTaxSettingsError(error))
    }
  }

  if (query.isPending) {
    return (
      <PageFrame className="max-w-3xl">
        <Skeleton className="h-96" />
      </PageFrame>
    )
  }
  if (!settings) {
    return (
      <PageFrame className="max-w-3xl">
        <Alert variant="destructive">{describeTaxSettingsError(query.error) || t('page.loadFailed')}</Alert>
      </PageFrame>
    )
  }
  return (
    <PageFrame className="max-w-3xl" description={t('page.description')}>
      <TaxChoicesForm
        key={settings.version}
        defaultValues={{ taxesIncluded: settings.taxesIncluded, shippingTaxed: settings.shippingTaxed }}
        onSubmit={saveChoices}
      />
      <section className="grid gap-3 rounded-lg border p-4" aria-labelledby="tax-regions-title">
        <div className="flex items-center justify-between gap-2">
          <h2 id="tax-regions-title" className="font-medium text-sm">
            {t('regions.title')}
          </h2>
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden className="size-4" />
            {t('regions.add')}
          </Button>
        </div>
        <p className="text-muted-foreground text-xs">{t('regions.hint')}</p>
        {settings.regions.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('regions.empty')}</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th className="py-1 font-normal">{t('regions.place')}</th>
                <th className="py-1 font-normal">{t('regions.rates')}</th>
                <th className="py-1 font-normal">{t('regions.overrides')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {settings.regions.map((region) => {
                const place = placeOf(region, t)
                return (
                  <tr key={region.id} className="border-t" data-testid="tax-region-row">
                    <td className="py-2 font-medium">{place}</td>
                    <td className="py-2">
                      {region.rates
                        .map((rate) => `${rate.title} (${formatPercent(formatPpm(rate.ratePpm, 'percent'))})`)
                        .join(', ')}
                    </td>
                    <td className="py-2 text-muted-foreground">
                      {region.overrides.length === 0
                        ? t('regions.none')
                        : t('regions.overrideCount', { count: region.overrides.length })}
                    </td>
                    <td className="py-2 text-right">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('regions.editLabel', { place })}
                        onClick={() => setEditing(region)}
                      >
                        {t('regions.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('regions.removeLabel', { place })}
                        onClick={() => void removeRegion(region)}
                      >
                        {t('regions.remove')}
                      </Button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        )}
      </section>
      <TaxRegionPanel
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null)
        }}
        region={editing === 'new' ? null : editing}
        onSubmit={saveRegion}
      />
    </PageFrame>
  )
}
