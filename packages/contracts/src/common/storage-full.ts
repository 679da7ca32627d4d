/**
 * The title of the 503 problem the API answers while the disk it writes to is full: nothing was saved,
 * and trying again helps only once space is freed. Clients tell it from other outages by this title.
 * (A module without zod: the browser's error messages read it on first load.)
 */
export const STORAGE_FULL_TITLE = 'Storage full'
