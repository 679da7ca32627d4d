import {
  type BrandSettings,
  type BrandSettingsUpdate,
  brandSettingsResultSchema,
  type GeneralSettings,
  type GeneralSettingsUpdate,
  generalSettingsResultSchema,
} from '@lojista/contracts/settings/general'
import { apiRequest } from '@/lib/api/client'

export async function getGeneralSettings(signal?: AbortSignal): Promise<GeneralSettings> {
  const answer = await apiRequest('/v1/settings/general', { schema: generalSettingsResultSchema, signal })
  return answer.settings
}

/** Refused with 409 when someone saved the settings since they were read. */
export async function saveGeneralSettings(body: GeneralSettingsUpdate): Promise<GeneralSettings> {
  const answer = await apiRequest('/v1/settings/general', {
    method: 'PUT',
    body,
    schema: generalSettingsResultSchema,
  })
  return answer.settings
}

export async function getBrandSettings(signal?: AbortSignal): Promise<BrandSettings> {
  const answer = await apiRequest('/v1/settings/brand', { schema: brandSettingsResultSchema, signal })
  return answer.settings
}

export async function saveBrandSettings(body: BrandSettingsUpdate): Promise<BrandSettings> {
  const answer = await apiRequest('/v1/settings/brand', {
    method: 'PUT',
    body,
    schema: brandSettingsResultSchema,
  })
  return answer.settings
}
