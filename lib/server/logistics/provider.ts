import { config, devProvidersEnabled, type Config } from '@/lib/server/core/config';
import { devLogisticsProvider } from './dev-provider';

/*
 * The logistics provider interface (shipinfo). A provider turns a shipment —
 * carrier, waybill number, when and where to — into its tracking events.
 * A real tracking service (快递100, 菜鸟, a carrier's own API) is one more
 * implementation. Without one, shipinfo hands out the carrier's own tracking
 * page and no events.
 */

export type TrackingRequest = {
  /** The express company's code (SF, ZTO, DG_ROAD…). */
  companyCode: string;
  companyName: string;
  trackingNo: string;
  /** ISO time the seller dispatched the order. */
  dispatchedAt: string;
  /** The delivery address's area label ("广东省 广州市 天河区"). */
  destination: string;
  /** Where the parcel is collected: a city, when the seller's address names one. */
  origin?: string | null;
};

export type TrackingEvent = { at: string; status: string; description: string; location: string | null };

export type TrackingResult = {
  provider: string;
  simulated: boolean;
  delivered: boolean;
  /** Newest first; only what has happened by `now`. */
  events: TrackingEvent[];
};

export interface LogisticsProvider {
  readonly name: string;
  track(request: TrackingRequest, now: Date): Promise<TrackingResult>;
}

/** What shipinfo answers without a provider: no events, the carrier's page is the way to look. */
export const NO_PROVIDER: TrackingResult = { provider: 'none', simulated: false, delivered: false, events: [] };

/**
 * The configured provider, or null when there is none. The development
 * provider serves only where the development outbox and payment provider may
 * (isLocalDemo): a production server never shows simulated tracking.
 */
export function logisticsProvider(settings: Config = config()): LogisticsProvider | null {
  if (settings.logisticsProvider === 'dev' && devProvidersEnabled(settings)) return devLogisticsProvider;
  return null;
}
