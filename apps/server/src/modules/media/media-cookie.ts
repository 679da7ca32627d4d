/** The cookie that lets `<img>` tags fetch a store's images, which cannot send a bearer token. */
export const MEDIA_COOKIE = 'lojista_media'
