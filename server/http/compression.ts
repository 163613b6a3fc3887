/**
 * Answers smaller than this are sent as they are: compressing saves less than its work and headers cost. Read by the
 * compression plugin (storefront.ts) and by calls marked smallAnswer (route.ts), which skip its hooks altogether.
 */
export const COMPRESS_THRESHOLD = 1024;
