import { ChevronRightIcon } from 'lucide-react'
import { Collapsible } from 'radix-ui'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import {
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
  useSidebar,
} from '@/components/ui/sidebar'
import { usePermissions } from '@/lib/auth/permissions'
import {
  isExternalHref,
  isNavItemActive,
  isNavItemEnabled,
  isNavItemExpanded,
  visibleItems,
} from '../navigation/nav-matching'
import type { NavItem } from '../navigation/nav-types'

/** The sidebar's items that the person's role in the current store allows (see visibleItems). */
export function NavMenu({ items }: { items: NavItem[] }) {
  const permissions = usePermissions()
  return (
    <SidebarMenu>
      {visibleItems(items, permissions).map((item) => (
        <NavMenuItem key={item.id} item={item} />
      ))}
    </SidebarMenu>
  )
}

/** Renders an internal link, an external link, or, for an area not built yet, an inert "soon" entry. */
function useItemLink() {
  const { isMobile, setOpenMobile } = useSidebar()
  // The sheet on small screens closes once the user has picked where to go.
  const onNavigate = () => {
    if (isMobile) setOpenMobile(false)
  }
  return (href: string, children: React.ReactNode) =>
    isExternalHref(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {children}
      </a>
    ) : (
      <Link to={href} onClick={onNavigate}>
        {children}
      </Link>
    )
}

function NavMenuItem({ item }: { item: NavItem }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const link = useItemLink()
  const title = t(item.titleKey)
  const Icon = item.icon
  const active = isNavItemActive(item, pathname)
  const expandedByRoute = isNavItemExpanded(item, pathname)
  const [open, setOpen] = useState(expandedByRoute)
  // Already filtered for the person by NavMenu.
  const children = (item.items ?? []).filter(isNavItemEnabled)

  // Arriving at an item or one of its children opens it; leaving does not close what the user opened.
  useEffect(() => {
    if (expandedByRoute) setOpen(true)
  }, [expandedByRoute])

  const content = (
    <>
      {Icon && <Icon aria-hidden />}
      <span>{title}</span>
    </>
  )

  const button = item.href ? (
    <SidebarMenuButton asChild isActive={active} tooltip={title} aria-current={active ? 'page' : undefined}>
      {link(item.href, content)}
    </SidebarMenuButton>
  ) : (
    <SidebarMenuButton asChild tooltip={t('common.comingSoon', { item: title })}>
      <span aria-disabled="true">{content}</span>
    </SidebarMenuButton>
  )

  if (children.length === 0) {
    return (
      <SidebarMenuItem>
        {button}
        {!item.href && <SidebarMenuBadge>{t('common.soon')}</SidebarMenuBadge>}
      </SidebarMenuItem>
    )
  }

  return (
    <Collapsible.Root asChild open={open} onOpenChange={setOpen}>
      <SidebarMenuItem>
        {button}
        <Collapsible.Trigger asChild>
          <button
            type="button"
            aria-label={t('nav.expand', { item: title })}
            className="absolute top-1.5 right-1 flex size-5 items-center justify-center rounded-md text-muted-foreground outline-hidden hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-sidebar-ring group-data-[collapsible=icon]:hidden [&[data-state=open]>svg]:rotate-90"
          >
            <ChevronRightIcon className="size-4 transition-transform" aria-hidden />
          </button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <SidebarMenuSub>
            {children.map((child) => {
              const childTitle = t(child.titleKey)
              const childActive = isNavItemActive(child, pathname)
              return (
                <SidebarMenuSubItem key={child.id}>
                  {child.href ? (
                    <SidebarMenuSubButton
                      asChild
                      isActive={childActive}
                      aria-current={childActive ? 'page' : undefined}
                    >
                      {link(child.href, <span>{childTitle}</span>)}
                    </SidebarMenuSubButton>
                  ) : (
                    <SidebarMenuSubButton asChild title={t('common.comingSoon', { item: childTitle })}>
                      <span aria-disabled="true">
                        <span>{childTitle}</span>
                        <span className="ml-auto text-[10px] text-muted-foreground uppercase tracking-wide">
                          {t('common.soon')}
                        </span>
                      </span>
                    </SidebarMenuSubButton>
                  )}
                </SidebarMenuSubItem>
              )
            })}
          </SidebarMenuSub>
        </Collapsible.Content>
      </SidebarMenuItem>
    </Collapsible.Root>
  )
}
