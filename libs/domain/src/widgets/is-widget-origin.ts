import type { WidgetRepository } from '../ports/widget-repository.port';

/**
 * Whether browsers on this origin may call the API (CORS): some company's widget lets that origin embed it,
 * so its page may also use the public key directly.
 */
export class IsWidgetOrigin {
  constructor(private readonly widgets: Pick<WidgetRepository, 'anyAllowsOrigin'>) {}

  execute(origin: string): Promise<boolean> {
    return origin.length > 0 && origin.length <= 300 ? this.widgets.anyAllowsOrigin(origin) : Promise.resolve(false);
  }
}
