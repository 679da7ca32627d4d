import { z } from 'zod'
import { PERMISSIONS, type Permission } from './permissions.ts'

// Kept apart from the permission list so that the web's first load, which needs the list to draw the
// navigation, does not pull in the schema library with it.
export const permissionSchema = z.enum(PERMISSIONS as [Permission, ...Permission[]])
