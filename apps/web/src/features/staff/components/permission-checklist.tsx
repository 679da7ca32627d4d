import {
  PERMISSION_AREAS,
  PERMISSIONS_BY_AREA,
  type Permission,
  type PermissionArea,
  withNeeds,
} from '@lojista/contracts/staff/permissions'
import { useTranslation } from 'react-i18next'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { useStaffT } from '../i18n/staff-i18n'

const permissionsOf = (area: PermissionArea) =>
  PERMISSIONS_BY_AREA[area].map((action) => `${area}.${action}` as Permission)

/**
 * Checking a permission checks what it needs too; unchecking one unchecks what cannot work without it,
 * so what is shown is what the role will hold once saved.
 */
export function toggled(held: readonly Permission[], permission: Permission, on: boolean): Permission[] {
  if (on) return withNeeds([...held, permission])
  return held.filter((other) => !withNeeds([other]).includes(permission))
}

interface PermissionChecklistProps {
  value: readonly Permission[]
  onChange?: (permissions: Permission[]) => void
  /** Built-in roles and people without staff.manage see the permissions without changing them. */
  readOnly?: boolean
  idPrefix: string
}

/** The permissions grouped by area, in plain words, each area with a box for all of it. */
export function PermissionChecklist({
  value,
  onChange,
  readOnly = false,
  idPrefix,
}: PermissionChecklistProps) {
  const t = useStaffT()
  const { t: app } = useTranslation()
  const held = new Set(value)
  const label = (permission: Permission) => app(`permissions.${permission}` as 'permissions.orders.view')
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {PERMISSION_AREAS.map((area) => {
        const inArea = permissionsOf(area)
        const count = inArea.filter((permission) => held.has(permission)).length
        const areaName = app(`permissions.${area}.area`)
        const allId = `${idPrefix}-${area}`
        return (
          <fieldset key={area} className="grid gap-2 rounded-lg border p-3">
            <legend className="px-1 font-medium text-sm">{areaName}</legend>
            <div className="flex items-center gap-2">
              <Checkbox
                id={allId}
                disabled={readOnly}
                checked={count === inArea.length ? true : count > 0 ? 'indeterminate' : false}
                onCheckedChange={(checked) =>
                  onChange?.(
                    checked === true
                      ? withNeeds([...value, ...inArea])
                      : inArea.reduce((rest, permission) => toggled(rest, permission, false), [...value]),
                  )
                }
              />
              <Label htmlFor={allId} className="text-muted-foreground">
                {t('role.all', { area: areaName })}
              </Label>
            </div>
            {inArea.map((permission) => {
              const id = `${idPrefix}-${permission.replace('.', '-')}`
              return (
                <div key={permission} className="flex items-center gap-2 pl-4">
                  <Checkbox
                    id={id}
                    disabled={readOnly}
                    checked={held.has(permission)}
                    onCheckedChange={(checked) => onChange?.(toggled(value, permission, checked === true))}
                  />
                  <Label htmlFor={id} className="font-normal">
                    {label(permission)}
                  </Label>
                </div>
              )
            })}
          </fieldset>
        )
      })}
    </div>
  )
}
