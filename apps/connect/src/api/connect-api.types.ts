export type Lang = 'es' | 'en';
export type IdentifierKind = 'email' | 'phone' | 'email_or_phone' | 'curp';
export type LoginMethod = 'otp' | 'password';
export type AccountStatus = 'pending' | 'syncing' | 'success' | 'incomplete' | 'error' | 'requires_auth';

export interface WidgetPlatform {
  readonly code: string;
  readonly name: string;
  readonly countries: readonly string[];
  readonly identifier_kind: IdentifierKind;
  readonly login_methods: readonly LoginMethod[];
}

export interface Widget {
  readonly widget_id: string;
  readonly name: string;
  readonly language: Lang;
  readonly primary_color: string;
  readonly logo_url: string | null;
  readonly consent_version: string;
  readonly allowed_origins: readonly string[];
  readonly redirect_url: string | null;
  readonly is_sandbox: boolean;
  readonly platforms: readonly WidgetPlatform[];
}

export interface ConnectAccount {
  readonly account_id: string;
  readonly user_id?: string;
  readonly platform?: string;
  readonly status: AccountStatus;
  readonly status_details: string | null;
  readonly warning: string | null;
  readonly next_step: LoginMethod | null;
}

export interface CreatedUser {
  readonly user_id: string;
  readonly external_id: string | null;
}

export interface ApiErrorBody {
  readonly code: string;
  readonly message: string;
}

export interface Envelope<T> {
  readonly success: boolean;
  readonly data: T | null;
  readonly error: (ApiErrorBody & { readonly errors?: unknown }) | null;
}
