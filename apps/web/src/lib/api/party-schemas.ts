import { customerImportResponseSchema } from '@lojista/contracts/party/customer-csv'
import { partyResponseSchema } from '@lojista/contracts/party/party'
import { partySearchResponseSchema } from '@lojista/contracts/party/search'

// The party calls' answer schemas, loaded by party-api.ts while a request is on its way, so the customer
// picker does not bring zod into the first load of the pages that show it.
export { customerImportResponseSchema, partyResponseSchema, partySearchResponseSchema }
