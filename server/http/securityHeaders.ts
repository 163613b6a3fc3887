import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// The shop's page headers, reviewed as a whole (issue 10). Every directive is what the shop's own pages need and no
// more; e2e/security-headers.spec.ts visits them in Chromium and fails on any violation.

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  // no inline script anywhere; WebAssembly (the render worker's resvg) needs wasm-unsafe-eval, not unsafe-eval
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  // stylesheets are files; React's style props are set through the CSSOM, which CSP does not govern
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'data:', 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // no other site may frame the shop (clickjacking an Add to cart or a checkout)
  frameAncestors: ["'none'"],
};

export const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
  // the shop's own media and fonts only: nothing cross-origin to isolate from
  crossOriginEmbedderPolicy: false,
  // a full referrer to the shop's own pages (the cart records the previous page of the same site), none elsewhere
  referrerPolicy: { policy: 'same-origin' },
};

/** Powerful browser features the shop never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), browsing-topics=()';

export function registerPermissionsPolicy(app: FastifyInstance): void {
  // a callback hook: no promise per answer
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('permissions-policy', PERMISSIONS_POLICY);
    done(null, payload);
  });
}
