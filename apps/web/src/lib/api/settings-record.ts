import type { z } from 'zod'
import { apiRequest } from './client'

/**
 * The read and the save of one settings page stored as a single record: GET and PUT on `path`, both
 * answering `{ settings }`. The save names the version read and is refused with 409 (with the settings as
 * they now are) when someone saved since.
 */
export function settingsRecord<S, U>(path: string, result: z.ZodType<{ settings: S }>) {
  return {
    get: async (signal?: AbortSignal): Promise<S> =>
      (await apiRequest(path, { schema: result, signal })).settings,
    save: async (body: U): Promise<S> =>
      (await apiRequest(path, { method: 'PUT', body, schema: result })).settings,
  }
}
