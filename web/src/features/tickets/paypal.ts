import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema';

type Schemas = components['schemas'];
/** GET /api/payment/paypal/status: configured, and the client id and SDK script to load when it is. */
export type PayPalStatus = Schemas['PayPalStatusDto'];
export type CapturedOrder = Schemas['CapturedOrderDto'];

export const PAYPAL_STATUS_KEY = '/api/payment/paypal/status';

export function fetchPayPalStatus(): Promise<PayPalStatus> {
  return unwrap(api.GET('/api/payment/paypal/status'));
}

/** Creates the PayPal order for a pack at the server's price; answers PayPal's order id. */
export async function createPayPalOrder(packageId: number): Promise<string> {
  return (await unwrap(api.POST('/api/payment/paypal/create-order', { body: { packageId } }))).orderId;
}

export function capturePayPalOrder(orderId: string, packageId: number): Promise<CapturedOrder> {
  return unwrap(api.POST('/api/payment/paypal/capture-order', { body: { orderId, packageId } }));
}

/** The part of the PayPal JS SDK the Tickets screen uses. */
export interface PayPalButtonsOptions {
  style?: Record<string, unknown>;
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel?: () => void;
  onError?: (error: unknown) => void;
}

export interface PayPalButtons {
  render(container: HTMLElement): Promise<void>;
  close?(): Promise<void>;
}

export interface PayPalNamespace {
  Buttons(options: PayPalButtonsOptions): PayPalButtons;
}

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

const loading = new Map<string, Promise<PayPalNamespace>>();

/** The SDK's script URL: the configured client id, US dollars and capture intent (spec document 2 §7). */
export function paypalSdkSrc(sdkUrl: string, clientId: string): string {
  const url = new URL(sdkUrl, window.location.origin);
  url.searchParams.set('client-id', clientId);
  url.searchParams.set('currency', 'USD');
  url.searchParams.set('intent', 'capture');
  return url.toString();
}

/** Loads the PayPal JS SDK once per script URL; a failed load may be tried again. */
export function loadPayPalSdk(src: string): Promise<PayPalNamespace> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<PayPalNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.paypalSdk = 'true';
    script.onload = () => (window.paypal ? resolve(window.paypal) : reject(new Error('PayPal did not load')));
    script.onerror = () => reject(new Error('PayPal did not load'));
    document.head.appendChild(script);
  });
  promise.catch(() => loading.delete(src));
  loading.set(src, promise);
  return promise;
}
