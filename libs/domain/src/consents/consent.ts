import type { WidgetLanguage } from '../widgets/widget';

/** A worker's consent to have their platform data retrieved, as the widget (or the client) recorded it. */
export interface Consent {
  readonly id: string;
  readonly companyId: string;
  readonly userId: string;
  readonly widgetId: string | null;
  /** The worker's address: as given, else the caller's as the service sees it. */
  readonly ipAddress: string;
  /** When the worker consented. */
  readonly consentedAt: Date;
  /** How, e.g. `checkbox`. */
  readonly method: string;
  /** The version of the consent text shown. */
  readonly version: string;
  readonly language: WidgetLanguage;
  /** The worker's device, e.g. the browser's user agent. */
  readonly device: string;
  readonly createdAt: Date;
}
