import type { Country } from '../api/connect-api.types';
import type { FlowState } from '../flow/flow.state';
import type { Translate } from '../i18n/i18n';

export interface FlowActions {
  accept(): void;
  choosePlatform(code: string): void;
  reconnect(accountId: string): void;
  resume(accountId: string): void;
  chooseCountry(country: Country): void;
  submitIdentifier(identifier: string): void;
  submitSecret(value: string): void;
  retry(): void;
  back(): void;
  connectAnother(): void;
  finish(): void;
  connectFromConnections(): void;
  disconnect(accountId: string): void;
  downloadCopy(): void;
  askRequest(type: 'deletion' | 'objection', message: string): void;
  chooseDocument(): void;
  uploadDocument(file: File): void;
  confirmDocument(): void;
}

export interface StepContext {
  readonly state: FlowState;
  readonly t: Translate;
  readonly actions: FlowActions;
}
