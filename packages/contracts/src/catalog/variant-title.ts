/** The title of the only variant of a product without options (as Shopify names it). */
export const DEFAULT_VARIANT_TITLE = 'Default Title'
