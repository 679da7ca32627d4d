const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether `value` has the shape of a UUID (either case): checked before it reaches a uuid column. */
export const isUuid = (value: string): boolean => UUID.test(value)
