import type { ComponentType } from 'react'
import { type Params, type RouteObject, redirect } from 'react-router'
import { PageLoader } from '@/components/layout/page-loader'
import type { SettingsSection } from '@/features/settings/pages/settings-section-page'
import { withTexts } from '@/lib/i18n/i18n'
import { idOrNew, type RouteHandle, type RouteTitleKey } from '@/lib/route-titles'
import { NotFoundPage } from './errors/not-found-page'
import { RouteErrorPage } from './errors/route-error-page'
import { RootLayout } from './layouts/root-layout'

/**
 * Every route's code is fetched only when the route is first visited, with the texts it needs in the
 * user's language.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const loadWithTexts = withTexts(load)
  return async () => ({ Component: pick(await loadWithTexts()) })
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
const pos = () => import('@/features/point-of-sale/pages/point-of-sale-pages')
const legal = () => import('@/features/legal/pages/legal-pages')
const settingsPages = withTexts(() => import('@/features/settings/pages/settings-section-page'))

function settings(
  path: string,
  title: RouteTitleKey,
  section: SettingsSection,
  children?: RouteObject[],
): RouteObject {
  const lazy = async () => {
    const { SettingsSectionPage } = await settingsPages()
    return { Component: () => <SettingsSectionPage section={section} /> }
  }
  if (!children) return { path, handle: titled(title), lazy }
  return { path, handle: titled(title), children: [{ index: true, lazy }, ...children] }
}

function settingsRecord(
  path: string,
  titles: [created: RouteTitleKey, existing: RouteTitleKey],
  sections: { created: SettingsSection; existing: SettingsSection },
): RouteObject {
  return {
    path,
    handle: titled(newOr(...titles)),
    lazy: async () => {
      const { SettingsRecordPage } = await settingsPages()
      return { Component: () => <SettingsRecordPage {...sections} /> }
    },
  }
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
    ),
  },
  {
    path: 'products',
    handle: titled('routes.products'),
    children: [
      { index: true, lazy: lazyPage(productList, (m) => m.ProductsListPage) },
      {
        path: 'collections',
        handle: titled('routes.collections'),
        lazy: lazyPage(collectionsPage, (m) => m.CollectionsPage),
      },
      {
        path: 'gift-cards',
        handle: titled('routes.giftCards'),
        lazy: lazyPage(products, (m) => m.GiftCardsPage),
      },
      {
        path: 'catalogs',
        handle: titled('routes.catalogs'),
        lazy: lazyPage(products, (m) => m.CatalogsPage),
      },
      {
        path: 'inventory',
        handle: titled('routes.inventory'),
        lazy: lazyPage(inventoryPage, (m) => m.InventoryPage),
      },
      {
        path: 'transfers',
        handle: titled('routes.transfers'),
        lazy: lazyPage(products, (m) => m.TransfersPage),
      },
      {
        path: 'purchase-orders',
        handle: titled('routes.purchaseOrders'),
        lazy: lazyPage(products, (m) => m.PurchaseOrdersPage),
      },
      {
        path: 'new',
        handle: titled('routes.newProduct'),
        lazy: lazyPage(productEditor, (m) => m.NewProductPage),
      },
      {
        path: ':handle',
        handle: titled('routes.product'),
        lazy: lazyPage(productEditor, (m) => m.ProductPage),
      },
    ],
  },
  {
    path: 'customers',
    handle: titled('routes.customers'),
    children: [
      { index: true, lazy: lazyPage(customers, (m) => m.CustomersPage) },
      {
        path: 'new',
        handle: titled('routes.newCustomer'),
        lazy: lazyPage(customers, (m) => m.NewCustomerPage),
      },
      {
        path: ':handle',
        handle: titled('routes.customer'),
        lazy: lazyPage(customers, (m) => m.CustomerPage),
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
          { index: true, lazy: lazyPage(content, (m) => m.FilesPage) },
          {
            path: ':id',
            handle: titled(newOr('routes.newFile', 'routes.file')),
            lazy: lazyPage(content, (m) => m.FilePage),
          },
        ],
      },
      {
        path: 'metaobjects',
        handle: titled('routes.metaobjects'),
        lazy: lazyPage(content, (m) => m.MetaobjectsPage),
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
        ),
      },
    ],
  },
  {
    path: 'orders',
    handle: titled('routes.orders'),
    children: [
      { index: true, lazy: lazyPage(ordersList, (m) => m.OrdersListPage) },
      {
        path: 'drafts',
        handle: titled('routes.drafts'),
        children: [
          { index: true, lazy: lazyPage(drafts, (m) => m.DraftsPage) },
          {
            path: ':id',
            handle: titled(newOr('routes.newDraftOrder', 'routes.draftOrder')),
            lazy: lazyPage(draftEditor, (m) => m.DraftOrderPage),
          },
        ],
      },
      {
        path: 'shipping-labels',
        handle: titled('routes.shippingLabels'),
        lazy: lazyPage(
          () => import('@/features/orders/labels/shipping-labels-page'),
          (m) => m.ShippingLabelsPage,
        ),
      },
      {
        path: 'abandoned-checkouts',
        handle: titled('routes.abandonedCheckouts'),
        lazy: lazyPage(
          () => import('@/features/orders/abandoned/abandoned-checkouts-page'),
          (m) => m.AbandonedCheckoutsPage,
        ),
      },
      { path: ':id', handle: titled('routes.order'), lazy: lazyPage(orderPage, (m) => m.OrderPage) },
    ],
  },
  {
    path: 'discounts',
    handle: titled('routes.discounts'),
    lazy: lazyPage(
      () => import('@/features/discounts/pages/discounts-page'),
      (m) => m.DiscountsPage,
    ),
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
      settings('general', 'routes.general', 'general', [
        settings('brand', 'routes.brand', 'brand'),
        settings('metafields', 'routes.generalMetafields', 'generalMetafields'),
      ]),
      settings('plan', 'routes.plan', 'plan'),
      settings('billing', 'routes.billing', 'billing'),
      settings('organization-account', 'routes.users', 'users', [
        settings('roles', 'routes.roles', 'roles', [
          settingsRecord(':id', ['routes.newRole', 'routes.role'], { created: 'newRole', existing: 'role' }),
        ]),
        settings('security', 'routes.security', 'security', [
          settings('activity-log', 'routes.activityLog', 'activityLog'),
        ]),
        settings(':handle', 'routes.staffMember', 'staffMember'),
      ]),
      settings('payments', 'routes.payments', 'payments'),
      settings('checkout', 'routes.checkout', 'checkout'),
      settings('customerAccounts', 'routes.customerAccounts', 'customerAccounts'),
      settings('shipping', 'routes.shipping', 'shipping', [
        settingsRecord('profiles/:id?', ['routes.newShippingProfile', 'routes.shippingProfile'], {
          created: 'newShippingProfile',
          existing: 'shippingProfile',
        }),
        settingsRecord('local-delivery/:id?', ['routes.newLocalDelivery', 'routes.localDelivery'], {
          created: 'newLocalDelivery',
          existing: 'localDelivery',
        }),
        settingsRecord('pick-in-store/:id?', ['routes.newPickInStore', 'routes.pickInStore'], {
          created: 'newPickInStore',
          existing: 'pickInStore',
        }),
      ]),
      settings('taxes', 'routes.taxes', 'taxes'),
      settings('locations', 'routes.locations', 'locations', [
        settingsRecord(':id', ['routes.newLocation', 'routes.location'], {
          created: 'newLocation',
          existing: 'location',
        }),
      ]),
      settings('apps', 'routes.apps', 'apps'),
      settings('domains', 'routes.domains', 'domains'),
      settings('customer-events', 'routes.customerEvents', 'customerEvents'),
      settings('notifications', 'routes.notifications', 'notifications', [
        settings('customer', 'routes.customerNotifications', 'customerNotifications'),
        settings('staff', 'routes.staffNotifications', 'staffNotifications'),
        settings('webhooks', 'routes.webhooks', 'webhooks'),
        settings('sales-attribution', 'routes.salesAttribution', 'salesAttribution'),
        {
          path: 'sent-emails',
          handle: titled('routes.sentEmails'),
          children: [
            { index: true, lazy: lazyPage(sentEmails, (m) => m.SentEmailsPage) },
            {
              path: ':id',
              handle: titled('routes.sentEmail'),
              lazy: lazyPage(sentEmail, (m) => m.SentEmailPage),
            },
          ],
        },
      ]),
      settings('custom-data', 'routes.customData', 'customData'),
      settings('languages', 'routes.languages', 'languages'),
      settings('pricing', 'routes.pricing', 'pricing'),
      settings('supply-chain', 'routes.supplyChain', 'supplyChain'),
      settings('privacy', 'routes.privacy', 'privacy'),
      settings('policies', 'routes.policies', 'policies'),
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
          { index: true, lazy: lazyPage(pos, (m) => m.PointOfSalePage) },
          {
            path: ':product',
            handle: titled('routes.posProduct'),
            lazy: lazyPage(pos, (m) => m.PointOfSaleProductPage),
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
