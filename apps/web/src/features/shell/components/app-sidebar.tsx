import { useTranslation } from 'react-i18next'
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
} from '@/components/ui/sidebar'
import { navGroups, secondaryNavGroup } from '../navigation/nav-items'
import { NavMenu } from './nav-menu'
import { StoreHeading } from './store-heading'

export function AppSidebar() {
  const { t } = useTranslation()
  return (
    <Sidebar
      mobileTitle={t('nav.label')}
      mobileDescription={t('nav.mobileDescription')}
      closeLabel={t('common.close')}
    >
      <SidebarHeader>
        <StoreHeading />
      </SidebarHeader>
      <nav aria-label={t('nav.label')} className="flex min-h-0 flex-1 flex-col">
        <SidebarContent>
          {navGroups.map((group) => (
            <SidebarGroup key={group.id}>
              {group.labelKey && <SidebarGroupLabel>{t(group.labelKey)}</SidebarGroupLabel>}
              <NavMenu items={group.items} />
            </SidebarGroup>
          ))}
        </SidebarContent>
        <SidebarFooter>
          <NavMenu items={secondaryNavGroup.items} />
        </SidebarFooter>
      </nav>
    </Sidebar>
  )
}
