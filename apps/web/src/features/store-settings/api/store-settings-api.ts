import {
  type BrandSettings,
  type BrandSettingsUpdate,
  brandSettingsResultSchema,
  type GeneralSettings,
  type GeneralSettingsUpdate,
  generalSettingsResultSchema,
} from '@lojista/contracts/settings/general'
import { settingsRecord } from '@/lib/api/settings-record'

const general = settingsRecord<GeneralSettings, GeneralSettingsUpdate>(
  '/v1/settings/general',
  generalSettingsResultSchema,
)
export const getGeneralSettings = general.get
export const saveGeneralSettings = general.save

const brand = settingsRecord<BrandSettings, BrandSettingsUpdate>(
  '/v1/settings/brand',
  brandSettingsResultSchema,
)
export const getBrandSettings = brand.get
export const saveBrandSettings = brand.save
