/** Answers when the service's storage answers; fails otherwise. */
export interface HealthProbe {
  ping(): Promise<void>;
}
