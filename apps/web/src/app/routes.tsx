import type { Permission } from '@lojista/contracts/staff/permissions'
import type { ComponentType } from 'react'
import { type Params, type RouteObject, redirect, useParams } from 'react-router'
import { PageLoader } from '@/components/layout/page-loader'
import type { SettingsSection } from '@/features/settings/pages/settings-section-page'
import { useSession } from '@/lib/auth/session-context'
import { withTexts } from '@/lib/i18n/i18n'
import { idOrNew, type RouteHandle, type RouteTitleKey } from '@/lib/route-titles'
import { PermissionGate } from './errors/no-access-page'
import { NotFoundPage } from './errors/not-found-page'
import { RouteErrorPage } from './errors/route-error-page'
import { RootLayout } from './layouts/root-layout'

/**
 * Every route's code is fetched only when the route is first visited, with the texts it needs in the
 * user's language.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, permission?: Permission) {
  const loadWithTexts = withTexts(load)
  return async () => ({ Component: gated(pick(await loadWithTexts()), permission) })
}

/**
 * The page behind the permission its calls need: a person whose role lacks it, arriving by address,
 * gets the access page instead (the server would refuse the page's calls anyway).
 */
function gated(Page: ComponentType, permission?: Permission): ComponentType {
  if (!permission) return Page
  return () => (
    <PermissionGate permission={permission}>
      <Page />
    </PermissionGate>
  )
}

/**
 * A person's page in the store's people: their own is their account there, open to every role; anyone
 * else's needs `permission`.
 */
function gatedUnlessOwn(Page: ComponentType, permission: Permission): ComponentType {
  const Gated = gated(Page, permission)
  return function OwnOrGated() {
    const own = useParams().handle === useSession().user?.id
    return own ? <Page /> : <Gated />
  }
}

const titled = (title: RouteHandle['title']): RouteHandle => ({ title })
const newOr =
  (created: RouteTitleKey, existing: RouteTitleKey) =>
  (params: Params): RouteTitleKey =>
    idOrNew(params.id) === 'new' ? created : existing

const products = () => import('@/features/products/pages/product-pages')
const productList = () => import('@/features/products/pages/products-list-page')
const productEditor = () => import('@/features/products/pages/product-editor-page')
const collectionsPage = () => import('@/features/products/pages/collections-page')
const inventoryPage = () => import('@/features/inventory/pages/inventory-page')
const customers = () => import('@/features/customers/pages/customer-pages')
const content = () => import('@/features/content/pages/content-pages')
const drafts = () => import('@/features/order-editor/pages/drafts-page')
const draftEditor = () => import('@/features/order-editor/pages/draft-order-page')
const ordersList = () => import('@/features/orders/list/orders-list-page')
const orderPage = () => import('@/features/orders/order/order-page')
const sentEmails = () => import('@/features/outbox/pages/sent-emails-page')
const sentEmail = () => import('@/features/outbox/pages/sent-email-page')
const locationsList = () => import('@/features/locations/pages/locations-page')
const usersPage = () => import('@/features/staff/pages/users-page')
const rolesPage = () => import('@/features/staff/pages/roles-page')
const rolePage = () => import('@/features/staff/pages/role-page')
const memberPage = () => import('@/features/staff/pages/member-page')
const notificationPreferencesPage = () => import('@/features/staff/pages/notification-preferences-page')
const activityLogPage = () => import('@/features/staff/pages/activity-log-page')
const securityPage = () => import('@/features/staff/pages/security-page')
const apiTokensPage = () => import('@/features/staff/pages/api-tokens-page')
const locationPage = () => import('@/features/locations/pages/location-page')
const discountsList = () => import('@/features/discounts/pages/discounts-page')
const discountEditor = () => import('@/features/discounts/pages/discount-page')
const generalSettings = () => import('@/features/store-settings/pages/general-settings-page')
const brandSettings = () => import('@/features/store-settings/pages/brand-settings-page')
const shippingSettings = () => import('@/features/shipping/pages/shipping-settings-page')
const shippingProfile = () => import('@/features/shipping/pages/profile-page')
const shippingAtLocation = () => import('@/features/shipping/pages/location-setting-page')
const paymentSettings = () => import('@/features/payment-settings/pages/payment-settings-page')
const taxesSettings = () => import('@/features/tax-settings/pages/taxes-settings-page')
const checkoutSettings = () => import('@/features/checkout-settings/pages/checkout-settings-page')
const customerAccounts = () => import('@/features/checkout-settings/pages/customer-accounts-page')
const pricingSettings = () => import('@/features/checkout-settings/pages/pricing-page')
const privacySettings = () => import('@/features/checkout-settings/pages/privacy-page')
const policiesSettings = () => import('@/features/checkout-settings/pages/policies-page')
const pos = () => import('@/features/point-of-sale/pages/point-of-sale-pages')
const legal = () => import('@/features/legal/pages/legal-pages')
const settingsPages = withTexts(() => import('@/features/settings/pages/settings-section-page'))

function settings(
  path: string,
  title: RouteTitleKey,
  section: SettingsSection,
  children?: RouteObject[],
  permission?: Permission,
): RouteObject {
  const lazy = async () => {
    const { SettingsSectionPage } = await settingsPages()
    return { Component: gated(() => <SettingsSectionPage section={section} />, permission) }
  }
  if (!children) return { path, handle: titled(title), lazy }
  return { path, handle: titled(title), children: [{ index: true, lazy }, ...children] }
}

const shellRoutes: RouteObject[] = [
  {
    index: true,
    handle: titled('routes.home'),
    lazy: lazyPage(
      () => import('@/features/dashboard/pages/home-page'),
      (m) => m.HomePage,
    ),
  },
  {
    path: 'home',
    handle: titled('routes.home'),
    lazy: lazyPage(
      () => import('@/features/dashboard/pages/home-page'),
      (m) => m.HomePage,
    ),
  },
  {
    path: 'analytics',
    handle: titled('routes.analytics'),
    lazy: lazyPage(
      () => import('@/features/dashboard/pages/analytics-page'),
      (m) => m.AnalyticsPage,
      'analytics.view',
    ),
  },
  {
    path: 'products',
    handle: titled('routes.products'),
    children: [
      { index: true, lazy: lazyPage(productList, (m) => m.ProductsListPage, 'products.view') },
      {
        path: 'collections',
        handle: titled('routes.collections'),
        lazy: lazyPage(collectionsPage, (m) => m.CollectionsPage, 'products.view'),
      },
      {
        path: 'gift-cards',
        handle: titled('routes.giftCards'),
        lazy: lazyPage(products, (m) => m.GiftCardsPage, 'products.view'),
      },
      {
        path: 'catalogs',
        handle: titled('routes.catalogs'),
        lazy: lazyPage(products, (m) => m.CatalogsPage, 'products.view'),
      },
      {
        path: 'inventory',
        handle: titled('routes.inventory'),
        lazy: lazyPage(inventoryPage, (m) => m.InventoryPage, 'inventory.view'),
      },
      {
        path: 'transfers',
        handle: titled('routes.transfers'),
        lazy: lazyPage(products, (m) => m.TransfersPage, 'inventory.view'),
      },
      {
        path: 'purchase-orders',
        handle: titled('routes.purchaseOrders'),
        lazy: lazyPage(products, (m) => m.PurchaseOrdersPage, 'inventory.view'),
      },
      {
        path: 'new',
        handle: titled('routes.newProduct'),
        lazy: lazyPage(productEditor, (m) => m.NewProductPage, 'products.edit'),
      },
      {
        path: ':handle',
        handle: titled('routes.product'),
        lazy: lazyPage(productEditor, (m) => m.ProductPage, 'products.view'),
      },
    ],
  },
  {
    path: 'customers',
    handle: titled('routes.customers'),
    children: [
      { index: true, lazy: lazyPage(customers, (m) => m.CustomersPage, 'customers.view') },
      {
        path: 'new',
        handle: titled('routes.newCustomer'),
        lazy: lazyPage(customers, (m) => m.NewCustomerPage, 'customers.edit'),
      },
      {
        path: ':handle',
        handle: titled('routes.customer'),
        lazy: lazyPage(customers, (m) => m.CustomerPage, 'customers.view'),
      },
    ],
  },
  {
    path: 'content',
    handle: titled('routes.content'),
    children: [
      { index: true, loader: () => redirect('/content/files') },
      {
        path: 'files',
        handle: titled('routes.files'),
        children: [
          { index: true, lazy: lazyPage(content, (m) => m.FilesPage, 'content.view') },
          {
            path: ':id',
            handle: titled(newOr('routes.newFile', 'routes.file')),
            lazy: lazyPage(content, (m) => m.FilePage, 'content.view'),
          },
        ],
      },
      {
        path: 'metaobjects',
        handle: titled('routes.metaobjects'),
        lazy: lazyPage(content, (m) => m.MetaobjectsPage, 'content.view'),
      },
    ],
  },
  {
    path: 'marketing',
    handle: titled('routes.marketing'),
    children: [
      { index: true, loader: () => redirect('/marketing/campaigns') },
      {
        path: 'campaigns',
        handle: titled('routes.campaigns'),
        lazy: lazyPage(
          () => import('@/features/marketing/pages/campaigns-page'),
          (m) => m.CampaignsPage,
          'marketing.view',
        ),
      },
    ],
  },
  {
    path: 'orders',
    handle: titled('routes.orders'),
    children: [
      { index: true, lazy: lazyPage(ordersList, (m) => m.OrdersListPage, 'orders.view') },
      {
        path: 'drafts',
        handle: titled('routes.drafts'),
        children: [
          { index: true, lazy: lazyPage(drafts, (m) => m.DraftsPage, 'draft_orders.view') },
          {
            path: ':id',
            handle: titled(newOr('routes.newDraftOrder', 'routes.draftOrder')),
            lazy: lazyPage(draftEditor, (m) => m.DraftOrderPage, 'draft_orders.view'),
          },
        ],
      },
      {
        path: 'shipping-labels',
        handle: titled('routes.shippingLabels'),
        lazy: lazyPage(
          () => import('@/features/orders/labels/shipping-labels-page'),
          (m) => m.ShippingLabelsPage,
          'orders.view',
        ),
      },
      {
        path: 'abandoned-checkouts',
        handle: titled('routes.abandonedCheckouts'),
        lazy: lazyPage(
          () => import('@/features/orders/abandoned/abandoned-checkouts-page'),
          (m) => m.AbandonedCheckoutsPage,
          'draft_orders.view',
        ),
      },
      {
        path: ':id',
        handle: titled('routes.order'),
        lazy: lazyPage(orderPage, (m) => m.OrderPage, 'orders.view'),
      },
    ],
  },
  {
    path: 'discounts',
    handle: titled('routes.discounts'),
    children: [
      { index: true, lazy: lazyPage(discountsList, (m) => m.DiscountsPage, 'discounts.view') },
      {
        path: ':id',
        handle: titled(newOr('routes.newDiscount', 'routes.discount')),
        lazy: lazyPage(discountEditor, (m) => m.DiscountPage, 'discounts.view'),
      },
    ],
  },
  {
    path: 'settings',
    handle: titled('routes.settings'),
    lazy: lazyPage(
      () => import('@/features/settings/components/settings-drawer'),
      (m) => m.SettingsDrawer,
    ),
    children: [
      { index: true, loader: () => redirect('/settings/general') },
      settings('email-settings', 'routes.emailSettings', 'emailSettings'),
      {
        path: 'general',
        handle: titled('routes.general'),
        children: [
          {
            index: true,
            lazy: lazyPage(generalSettings, (m) => m.GeneralSettingsPage, 'settings.general'),
          },
          {
            path: 'brand',
            handle: titled('routes.brand'),
            lazy: lazyPage(brandSettings, (m) => m.BrandSettingsPage, 'settings.general'),
          },
          settings(
            'metafields',
            'routes.generalMetafields',
            'generalMetafields',
            undefined,
            'settings.general',
          ),
        ],
      },
      settings('plan', 'routes.plan', 'plan'),
      settings('billing', 'routes.billing', 'billing'),
      {
        path: 'organization-account',
        handle: titled('routes.users'),
        children: [
          { index: true, lazy: lazyPage(usersPage, (m) => m.UsersPage, 'staff.view') },
          {
            path: 'roles',
            handle: titled('routes.roles'),
            children: [
              { index: true, lazy: lazyPage(rolesPage, (m) => m.RolesPage, 'staff.view') },
              {
                path: ':id',
                handle: titled(newOr('routes.newRole', 'routes.role')),
                lazy: lazyPage(rolePage, (m) => m.RolePage, 'staff.view'),
              },
            ],
          },
          {
            path: 'security',
            handle: titled('routes.security'),
            children: [
              { index: true, lazy: lazyPage(securityPage, (m) => m.SecurityPage) },
              {
                path: 'activity-log',
                handle: titled('routes.activityLog'),
                lazy: lazyPage(activityLogPage, (m) => m.ActivityLogPage, 'activity_log.view'),
              },
            ],
          },
          {
            path: 'api-tokens',
            handle: titled('routes.apiTokens'),
            lazy: lazyPage(apiTokensPage, (m) => m.ApiTokensPage, 'apps.manage_tokens'),
          },
          {
            path: ':handle',
            handle: titled('routes.staffMember'),
            lazy: lazyPage(memberPage, (m) => gatedUnlessOwn(m.MemberPage, 'staff.view')),
          },
        ],
      },
      {
        // The person's own choice of emails about the store: every role makes it for themselves.
        path: 'my-notifications',
        handle: titled('routes.myNotifications'),
        lazy: lazyPage(notificationPreferencesPage, (m) => m.NotificationPreferencesPage),
      },
      {
        path: 'payments',
        handle: titled('routes.payments'),
        lazy: lazyPage(paymentSettings, (m) => m.PaymentSettingsPage, 'settings.payments'),
      },
      {
        path: 'checkout',
        handle: titled('routes.checkout'),
        lazy: lazyPage(checkoutSettings, (m) => m.CheckoutSettingsPage, 'settings.checkout'),
      },
      {
        path: 'customerAccounts',
        handle: titled('routes.customerAccounts'),
        lazy: lazyPage(customerAccounts, (m) => m.CustomerAccountsPage, 'settings.checkout'),
      },
      {
        path: 'shipping',
        handle: titled('routes.shipping'),
        children: [
          {
            index: true,
            lazy: lazyPage(shippingSettings, (m) => m.ShippingSettingsPage, 'settings.shipping'),
          },
          {
            path: 'profiles/:id?',
            handle: titled(newOr('routes.newShippingProfile', 'routes.shippingProfile')),
            lazy: lazyPage(shippingProfile, (m) => m.ProfilePage, 'settings.shipping'),
          },
          {
            path: 'local-delivery/:id?',
            handle: titled(newOr('routes.newLocalDelivery', 'routes.localDelivery')),
            lazy: lazyPage(shippingAtLocation, (m) => m.LocalDeliveryPage, 'settings.shipping'),
          },
          {
            path: 'pick-in-store/:id?',
            handle: titled(newOr('routes.newPickInStore', 'routes.pickInStore')),
            lazy: lazyPage(shippingAtLocation, (m) => m.PickInStorePage, 'settings.shipping'),
          },
        ],
      },
      {
        path: 'taxes',
        handle: titled('routes.taxes'),
        lazy: lazyPage(taxesSettings, (m) => m.TaxesSettingsPage, 'settings.taxes'),
      },
      {
        path: 'locations',
        handle: titled('routes.locations'),
        children: [
          { index: true, lazy: lazyPage(locationsList, (m) => m.LocationsPage, 'settings.locations') },
          {
            path: ':id',
            handle: titled(newOr('routes.newLocation', 'routes.location')),
            lazy: lazyPage(locationPage, (m) => m.LocationPage, 'settings.locations'),
          },
        ],
      },
      settings('apps', 'routes.apps', 'apps'),
      settings('domains', 'routes.domains', 'domains'),
      settings('customer-events', 'routes.customerEvents', 'customerEvents', undefined, 'settings.general'),
      settings(
        'notifications',
        'routes.notifications',
        'notifications',
        [
          settings(
            'customer',
            'routes.customerNotifications',
            'customerNotifications',
            undefined,
            'settings.notifications',
          ),
          settings(
            'staff',
            'routes.staffNotifications',
            'staffNotifications',
            undefined,
            'settings.notifications',
          ),
          settings('webhooks', 'routes.webhooks', 'webhooks', undefined, 'settings.notifications'),
          settings(
            'sales-attribution',
            'routes.salesAttribution',
            'salesAttribution',
            undefined,
            'settings.notifications',
          ),
          {
            path: 'sent-emails',
            handle: titled('routes.sentEmails'),
            children: [
              { index: true, lazy: lazyPage(sentEmails, (m) => m.SentEmailsPage, 'settings.notifications') },
              {
                path: ':id',
                handle: titled('routes.sentEmail'),
                lazy: lazyPage(sentEmail, (m) => m.SentEmailPage, 'settings.notifications'),
              },
            ],
          },
        ],
        'settings.notifications',
      ),
      settings('custom-data', 'routes.customData', 'customData', undefined, 'settings.general'),
      settings('languages', 'routes.languages', 'languages', undefined, 'settings.languages'),
      {
        path: 'pricing',
        handle: titled('routes.pricing'),
        lazy: lazyPage(pricingSettings, (m) => m.PricingPage, 'settings.general'),
      },
      settings('supply-chain', 'routes.supplyChain', 'supplyChain', undefined, 'products.view'),
      {
        path: 'privacy',
        handle: titled('routes.privacy'),
        lazy: lazyPage(privacySettings, (m) => m.PrivacyPage, 'settings.policies'),
      },
      {
        path: 'policies',
        handle: titled('routes.policies'),
        lazy: lazyPage(policiesSettings, (m) => m.PoliciesPage, 'settings.policies'),
      },
    ],
  },
]

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => <PageLoader className="min-h-svh" />,
    children: [
      {
        path: 'auth',
        lazy: lazyPage(
          () => import('./layouts/auth-layout'),
          (m) => m.AuthLayout,
        ),
        children: [
          { index: true, loader: () => redirect('/auth/sign-in') },
          {
            path: 'sign-in',
            handle: titled('routes.signIn'),
            lazy: lazyPage(
              () => import('@/features/auth/pages/sign-in-page'),
              (m) => m.SignInPage,
            ),
          },
          {
            path: 'sign-up',
            handle: titled('routes.signUp'),
            lazy: lazyPage(
              () => import('@/features/auth/pages/sign-up-page'),
              (m) => m.SignUpPage,
            ),
          },
          {
            path: 'reset-password',
            handle: titled('routes.resetPassword'),
            lazy: lazyPage(
              () => import('@/features/auth/pages/reset-password-page'),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            path: 'verify-email',
            handle: titled('routes.verifyEmail'),
            lazy: lazyPage(
              () => import('@/features/auth/pages/verify-email-page'),
              (m) => m.VerifyEmailPage,
            ),
          },
        ],
      },
      {
        // The page an invitation's email opens: the invitee may have no account yet.
        path: 'invitation',
        lazy: lazyPage(
          () => import('./layouts/auth-layout'),
          (m) => m.AuthLayout,
        ),
        children: [
          {
            index: true,
            handle: titled('routes.invitation'),
            lazy: lazyPage(
              () => import('@/features/staff/pages/accept-invitation-page'),
              (m) => m.AcceptInvitationPage,
            ),
          },
        ],
      },
      {
        path: 'legal',
        lazy: lazyPage(
          () => import('./layouts/legal-layout'),
          (m) => m.LegalLayout,
        ),
        children: [
          {
            path: 'privacy-policy',
            handle: titled('routes.privacyPolicy'),
            lazy: lazyPage(legal, (m) => m.PrivacyPolicyPage),
          },
          {
            path: 'terms-of-service',
            handle: titled('routes.termsOfService'),
            lazy: lazyPage(legal, (m) => m.TermsOfServicePage),
          },
        ],
      },
      {
        // A store's policy for its customers, linked from the checkout page: no sign-in.
        path: 's/:store/policies/:kind',
        handle: titled('routes.storePolicy'),
        lazy: lazyPage(
          () => import('@/features/checkout-settings/pages/public-policy-page'),
          (m) => m.PublicPolicyPage,
        ),
      },
      {
        // The customer's order, from the link of their confirmation email: no sign-in.
        path: 's/:store/orders/:token',
        lazy: lazyPage(
          () => import('./layouts/checkout-layout'),
          (m) => m.CheckoutLayout,
        ),
        children: [
          {
            index: true,
            handle: titled('routes.orderStatus'),
            lazy: lazyPage(
              () => import('@/features/checkout/order-status/pages/order-status-page'),
              (m) => m.OrderStatusPage,
            ),
          },
        ],
      },
      {
        // The customer's side of an invoice or quote: reachable from the email without signing in.
        path: 'checkout/:token',
        lazy: lazyPage(
          () => import('./layouts/checkout-layout'),
          (m) => m.CheckoutLayout,
        ),
        children: [
          {
            index: true,
            handle: titled('routes.customerCheckout'),
            lazy: lazyPage(
              () => import('@/features/checkout/pages/checkout-page'),
              (m) => m.CheckoutPage,
            ),
          },
        ],
      },
      {
        // A shipping label alone on the page, so printing it prints nothing of the admin.
        path: 'orders/:id/labels/:fulfillmentId',
        lazy: lazyPage(
          () => import('./layouts/print-layout'),
          (m) => m.PrintLayout,
        ),
        children: [
          {
            index: true,
            handle: titled('routes.shippingLabel'),
            lazy: lazyPage(
              () => import('@/features/orders/labels/shipping-label-page'),
              (m) => m.ShippingLabelPage,
              'orders.view',
            ),
          },
        ],
      },
      {
        path: 'point-of-sale',
        handle: titled('routes.pointOfSale'),
        lazy: lazyPage(
          () => import('./layouts/pos-layout'),
          (m) => m.PosLayout,
        ),
        children: [
          { index: true, lazy: lazyPage(pos, (m) => m.PointOfSalePage, 'point_of_sale.use') },
          {
            path: ':product',
            handle: titled('routes.posProduct'),
            lazy: lazyPage(pos, (m) => m.PointOfSaleProductPage, 'point_of_sale.use'),
          },
        ],
      },
      {
        lazy: lazyPage(
          () => import('./layouts/shell-layout'),
          (m) => m.ShellLayout,
        ),
        // Errors inside a page keep the sidebar and header around them.
        children: [{ errorElement: <RouteErrorPage />, children: shellRoutes }],
      },
      {
        path: '*',
        handle: titled('routes.notFound'),
        // Already in the first load: the route error page shows it for 404 answers too.
        Component: NotFoundPage,
      },
    ],
  },
]
