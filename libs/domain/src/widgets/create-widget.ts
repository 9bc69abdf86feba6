import { randomUUID } from 'node:crypto';
import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { PlatformRegistry } from '../platforms/platform-registry';
import type { Clock } from '../ports/clock.port';
import type { WidgetRepository } from '../ports/widget-repository.port';
import { DEFAULT_CONSENT_VERSION, DEFAULT_WIDGET_COLOR, Widget } from './widget';
import { readWidgetInput, WidgetInput } from './widget-input';

/** Enough for a widget per product and environment; a leaked private key cannot fill the table. */
export const MAX_WIDGETS_PER_COMPANY = 50;

export interface WidgetDeps {
  readonly widgets: WidgetRepository;
  readonly platforms: PlatformRegistry;
  readonly clock: Clock;
}

/** Configures a connect widget: `name` and `allowedOrigins` are required, the rest have defaults. */
export class CreateWidget {
  constructor(private readonly deps: WidgetDeps) {}

  async execute(principal: Principal, input: WidgetInput): Promise<Widget> {
    assertAccess(principal, 'manage');
    const missing = (['name', 'allowedOrigins'] as const).filter((field) => input[field] === undefined || input[field] === null);
    if (missing.length > 0) throw DomainError.badRequest(`Missing ${missing.join(', ')}.`, missing.map((field) => ({ field, message: `${field} is required` })));
    const changes = readWidgetInput(input, this.deps.platforms, null);
    const companyId = principal.company.id;
    const now = this.deps.clock.now();
    const widget: Widget = {
      id: randomUUID(),
      companyId,
      name: changes.name as string,
      platforms: changes.platforms ?? [],
      countries: changes.countries ?? [],
      allowedOrigins: changes.allowedOrigins ?? [],
      redirectUrl: changes.redirectUrl ?? null,
      language: changes.language ?? 'es',
      primaryColor: changes.primaryColor ?? DEFAULT_WIDGET_COLOR,
      logoUrl: changes.logoUrl ?? null,
      consentVersion: changes.consentVersion ?? DEFAULT_CONSENT_VERSION,
      createdAt: now,
      updatedAt: now,
    };
    if (!(await this.deps.widgets.createWithin(widget, MAX_WIDGETS_PER_COMPANY))) {
      throw DomainError.badRequest(`A company may have at most ${MAX_WIDGETS_PER_COMPANY} widgets; change one instead.`);
    }
    return widget;
  }
}
