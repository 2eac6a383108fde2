/** `Referrer-Policy` of hosted pages: other sites learn the origin a reader came from, no path. */
export const SITE_REFERRER_POLICY = 'strict-origin-when-cross-origin';
