/** The languages the connect widget speaks. */
export const WIDGET_LANGUAGES = ['es', 'en'] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

/** The limits of a widget's fields. */
export const MAX_WIDGET_NAME_LENGTH = 100;
export const MAX_WIDGET_ORIGINS = 20;
export const MAX_WIDGET_URL_LENGTH = 2048;
export const MAX_CONSENT_VERSION_LENGTH = 32;

export const DEFAULT_WIDGET_COLOR = '#1a56db';
export const DEFAULT_CONSENT_VERSION = '2026-11';

/** A company's configuration of the connect widget: what it offers and which pages may embed it. */
export interface Widget {
  readonly id: string;
  readonly companyId: string;
  readonly name: string;
  /** Platform codes, in the order given. */
  readonly platforms: readonly string[];
  /** Country codes the platforms are offered in. */
  readonly countries: readonly string[];
  /** Origins (`scheme://host[:port]`) of the pages that may embed the widget. */
  readonly allowedOrigins: readonly string[];
  /** Where the full-page mode returns; null: none. */
  readonly redirectUrl: string | null;
  readonly language: WidgetLanguage;
  /** `#rrggbb`, lower-case. */
  readonly primaryColor: string;
  readonly logoUrl: string | null;
  readonly consentVersion: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** What a client may change on a widget. */
export type WidgetChanges = Partial<Pick<Widget, 'name' | 'platforms' | 'countries' | 'allowedOrigins' | 'redirectUrl' | 'language' | 'primaryColor' | 'logoUrl' | 'consentVersion'>>;
