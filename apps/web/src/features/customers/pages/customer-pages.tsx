// The customer routes load this one module (see app/routes.tsx); each page lives in its own file.
export { CustomerPage } from './customer-detail-page'
export { CustomersPage } from './customers-list-page'
export { NewCustomerPage } from './new-customer-page'
