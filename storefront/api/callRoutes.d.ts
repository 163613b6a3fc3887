// The contract's routes without their schemas, written by build/callRoutes.ts when the storefront is built.
declare module 'virtual:call-routes' {
  const routes: Record<string, { method: 'GET' | 'POST'; path: string; encoding?: 'json' | 'form' | 'query' }>;
  export default routes;
}
