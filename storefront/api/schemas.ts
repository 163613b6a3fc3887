// The contract's zod schemas, loaded on demand by the client (client.ts) so that zod and every call's schema stay out
// of the storefront's initial JavaScript: the first call loads this chunk, later calls reuse it.
import './zodConfig';

export { calls } from '../../contract';
