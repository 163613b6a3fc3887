import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartView } from '../../../contract/cart';
import { calls } from '../../../contract';
import { samples } from '../../../contract/samples';
import { FOOTER_DELAY_MS, PAYPAL_LOADER_MS, useCart, VOUCHER_RELOAD_MS } from './store';
import { withItem } from './totals';

// The store against the real typed client, with only the network replaced: each test answers the calls it expects.

type Answer = { status?: number; body: unknown };
type Handler = (path: string, body: Record<string, unknown>, signal?: AbortSignal | null) => Answer | Promise<Answer>;

const sent: { path: string; body: Record<string, unknown>; signal?: AbortSignal | null }[] = [];
let handler: Handler;

function stubFetch() {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://shop.test').pathname;
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    sent.push({ path, body, signal: init.signal });
    const answer = await handler(path, body, init.signal);
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
}

const view: CartView = calls.shoppingCart.response.parse(samples.shoppingCart.response).cart;
const itemId = view.items[0].id;
const cartAnswer = (quantity = view.items[0].quantity) => ({
  body: { ...samples.shoppingCart.response, cart: { ...view, items: [{ ...view.items[0], quantity }] } },
});
const quantityAnswer = (quantity: number) => ({ body: { ...samples.updateItemQuantity.response, quantity, count: quantity } });

beforeEach(() => {
  sent.length = 0;
  stubFetch();
  useCart.setState({
    isOpen: true,
    viewTracked: true,
    view: structuredClone(view),
    status: 'ready',
    pendingQuantity: {},
    itemMessage: {},
    voucherMessage: undefined,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('cart store', () => {
  it('cancels the previous quantity request of an item and keeps the last answer', async () => {
    let release!: () => void;
    const first = new Promise<void>((r) => (release = r));
    handler = async (path, body) => {
      if (path.endsWith('update-item-quantity') && body.quantity === 3) await first;
      return quantityAnswer(body.quantity as number);
    };
    const a = useCart.getState().setQuantity(itemId, 3);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const b = useCart.getState().setQuantity(itemId, 4);
    expect(sent[0].signal?.aborted).toBe(true);
    release();
    await Promise.all([a, b]);
    // sent as a value, so a cancelled request the server already applied cannot count twice
    expect(sent.map((s) => s.body)).toEqual([
      { id: itemId, quantity: 3 },
      { id: itemId, quantity: 4 },
    ]);
    expect(useCart.getState().view!.items[0].quantity).toBe(4);
    expect(useCart.getState().pendingQuantity).toEqual({});
  });

  it('puts the server quantity back when the update is refused', async () => {
    handler = () => ({ status: 400, body: { done: false, error: 'No', errorCode: 'quantity', errorMessage: 'Between 1 and 10 000.', quantity: 2 } });
    await useCart.getState().setQuantity(itemId, 9);
    const s = useCart.getState();
    expect(s.view!.items[0].quantity).toBe(2);
    expect(s.pendingQuantity[itemId]).toBeUndefined();
    expect(s.itemMessage[itemId]).toBe('Between 1 and 10 000.');
  });

  it('reloads the cart when the contract refuses the quantity (99999): the field takes the server quantity', async () => {
    // The typed client checks the payload with the contract first: 99999 never leaves the browser.
    handler = () => cartAnswer(2);
    useCart.setState((s) => ({ view: withItem(s.view!, itemId, { quantity: 5 }) })); // what the field showed; the server's cart says 2
    await useCart.getState().setQuantity(itemId, 99999);
    expect(sent.map((s) => s.path)).toEqual(['/ajax/shopping/shopping-cart']);
    const s = useCart.getState();
    expect(s.view!.items[0].quantity).toBe(2);
    expect(s.pendingQuantity[itemId]).toBeUndefined();
    expect(s.itemMessage[itemId]).toBeTruthy();
  });

  it("reloads the cart when the server's 400 carries no quantity (its own contract validation)", async () => {
    handler = (path) =>
      path.endsWith('update-item-quantity')
        ? { status: 400, body: { done: false, error: 'Bad request', errorCode: 'validation', errorMessage: 'quantity: is too large' } }
        : cartAnswer(2);
    useCart.setState((s) => ({ view: withItem(s.view!, itemId, { quantity: 5 }) }));
    await useCart.getState().setQuantity(itemId, 7);
    expect(sent.map((s) => s.path)).toEqual(['/ajax/shopping/update-item-quantity', '/ajax/shopping/shopping-cart']);
    const s = useCart.getState();
    expect(s.view!.items[0].quantity).toBe(2);
    expect(s.pendingQuantity[itemId]).toBeUndefined();
    expect(s.itemMessage[itemId]).toBe('quantity: is too large');
  });

  it('pushes the shopping-cart dataLayer to window.dataLayer once per opening', async () => {
    const target = globalThis as { dataLayer?: unknown[] };
    delete target.dataLayer;
    handler = () => cartAnswer();
    useCart.getState().closeCart();
    useCart.getState().openCart();
    await vi.waitFor(() => expect(target.dataLayer).toHaveLength(1));
    expect(target.dataLayer).toEqual([
      {
        event: 'view_cart',
        ecommerce: { currency: view.currency, value: view.total / 100, items: [expect.objectContaining({ item_id: 'CV-001', price: 19.95, quantity: 2 })] },
      },
    ]);
    // reloads while open (quantity, voucher) do not count as a new view
    await useCart.getState().load();
    useCart.getState().openCart();
    await useCart.getState().load();
    expect(target.dataLayer).toHaveLength(1);
    // a closed cart's loads (header refresh, checkout page) are not views
    useCart.getState().closeCart();
    await useCart.getState().load();
    expect(target.dataLayer).toHaveLength(1);
    // opening again is a new view
    useCart.getState().openCart();
    await vi.waitFor(() => expect(target.dataLayer).toHaveLength(2));
    delete target.dataLayer;
  });

  it('closes the cart when the last item is removed, and re-renders otherwise', async () => {
    handler = (path) => (path.endsWith('remove-item-cart') ? { body: { ...samples.removeItemCart.response, count: 1 } } : cartAnswer());
    await useCart.getState().removeItem(itemId);
    expect(useCart.getState().isOpen).toBe(true);
    expect(sent.map((s) => s.path)).toEqual(['/ajax/shopping/remove-item-cart', '/ajax/shopping/shopping-cart']);

    useCart.setState({ view: structuredClone(view) });
    handler = (path) => (path.endsWith('remove-item-cart') ? { body: { ...samples.removeItemCart.response, count: 0 } } : cartAnswer());
    await useCart.getState().removeItem(itemId);
    expect(useCart.getState().isOpen).toBe(false);
  });

  it('sends a voucher only when non-empty, reloads at once when asked and again after 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    handler = (path) => (path.endsWith('check-voucher') ? { body: samples.checkVoucher.response } : cartAnswer());
    await useCart.getState().applyVoucher('   ');
    expect(sent).toHaveLength(0);
    await useCart.getState().applyVoucher(' welcome10 ');
    expect(sent.map((s) => s.path)).toEqual(['/ajax/shopping/shopping-cart-check-voucher', '/ajax/shopping/shopping-cart']);
    expect(sent[0].body).toEqual({ code: 'welcome10' });
    expect(useCart.getState().voucherMessage).toEqual({ tone: 'success', text: '10 % off' });
    await vi.advanceTimersByTimeAsync(VOUCHER_RELOAD_MS - 100);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(sent).toHaveLength(3);
    expect(useCart.getState().voucherMessage).toBeUndefined();
  });

  it('shows a refused voucher as a danger message', async () => {
    handler = () => ({ status: 400, body: { done: false, error: 'voucher', errorCode: 'voucher', errorMessage: 'The code NOPE does not exist.' } });
    await useCart.getState().applyVoucher('NOPE');
    expect(useCart.getState().voucherMessage).toEqual({ tone: 'danger', text: 'The code NOPE does not exist.' });
  });

  it('shows the footer 150 ms after opening', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    handler = () => cartAnswer();
    useCart.getState().closeCart();
    useCart.getState().openCart({ reload: false });
    expect(useCart.getState().footerVisible).toBe(false);
    await vi.advanceTimersByTimeAsync(FOOTER_DELAY_MS);
    expect(useCart.getState().footerVisible).toBe(true);
  });

  it('ticks an extra with a locked add, unticks it with a removal, PayPal loading for about 3 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const extra = { kind: 'priority-service' as const, productId: 1020, name: 'Priority', price: 495, formattedPrice: '€4.95', checked: false };
    const locked = { ...view.items[0], id: 99, productId: 1020, isLocked: true };
    useCart.setState({ view: { ...structuredClone(view), extras: [extra], items: [...structuredClone(view.items), locked] } });
    handler = (path) =>
      path.endsWith('add-to-cart')
        ? { body: samples.addToCart.response }
        : path.endsWith('remove-item-cart')
          ? { body: samples.removeItemCart.response }
          : { body: { ...samples.shoppingCart.response, cart: { ...view, extras: [extra], items: [...view.items, locked] } } };
    await useCart.getState().toggleExtra('priority-service', true);
    expect(sent[0]).toMatchObject({ path: '/ajax/shopping/add-to-cart', body: { productId: 1020, quantity: 1, isLocked: true } });
    expect(useCart.getState().paypalLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(PAYPAL_LOADER_MS);
    expect(useCart.getState().paypalLoading).toBe(false);
    sent.length = 0;
    await useCart.getState().toggleExtra('priority-service', false);
    expect(sent[0]).toMatchObject({ path: '/ajax/shopping/remove-item-cart', body: { id: 99 } });
  });

  it('a refused tvcart link opens the cart with the server message; no answer leaves the page as it was', async () => {
    useCart.setState({ isOpen: false, recoveryMessage: undefined });
    const refusal = { errorCode: 'cart-link', errorMessage: 'This cart link is not valid or has expired.' };
    handler = (path) => (path.endsWith('recover-cart') ? { status: 404, body: refusal } : cartAnswer());
    expect(await useCart.getState().recover('AbC_123-xyz')).toBe(true);
    expect(sent.map((s) => s.path)).toEqual(['/ajax/compra/recover-cart', '/ajax/shopping/shopping-cart']);
    expect(useCart.getState()).toMatchObject({ isOpen: true, recoveryMessage: 'This cart link is not valid or has expired.' });
    useCart.getState().closeCart();
    expect(useCart.getState().recoveryMessage).toBeUndefined();

    sent.length = 0;
    handler = (path) => {
      if (path.endsWith('recover-cart')) throw new TypeError('Failed to fetch');
      return cartAnswer();
    };
    expect(await useCart.getState().recover('AbC_123-xyz')).toBe(false);
    expect(useCart.getState()).toMatchObject({ isOpen: false, recoveryMessage: undefined });
  });
});
