import { assertAccess, Principal } from '../auth/principal';
import type { IdentifierKind, LoginMethod } from '../platforms/platform';
import type { PlatformRegistry } from '../platforms/platform-registry';
import { findCompanyWidget, WidgetFinder, widgetNotFound } from './company-widget';
import type { Widget } from './widget';

/** A platform as the widget page offers it: only in the widget's countries. */
export interface ConnectPlatform {
  readonly code: string;
  readonly name: string;
  readonly countries: readonly string[];
  readonly identifierKind: IdentifierKind;
  readonly loginMethods: readonly LoginMethod[];
}

/** What the widget page needs to run: the widget, whether its company is a sandbox one, its platforms. */
export interface ConnectWidget {
  readonly widget: Widget;
  /** The widget's company, for the consent text. */
  readonly companyName: string;
  readonly isSandbox: boolean;
  readonly platforms: readonly ConnectPlatform[];
}

/** The widget page's configuration, for any key of the widget's company. */
export class GetConnectWidget {
  constructor(private readonly deps: { readonly widgets: WidgetFinder; readonly platforms: PlatformRegistry }) {}

  async execute(principal: Principal, widgetId: string): Promise<ConnectWidget> {
    assertAccess(principal, 'connect');
    const widget = await findCompanyWidget(this.deps.widgets, principal.company.id, widgetId);
    if (principal.connect && principal.connect.widgetId !== widget.id) throw widgetNotFound();
    const platforms = widget.platforms.flatMap((code): ConnectPlatform[] => {
      const platform = this.deps.platforms.find(code);
      const countries = platform?.countries.filter((country) => widget.countries.includes(country)) ?? [];
      if (!platform || countries.length === 0) return [];
      return [{ code, name: platform.name, countries, identifierKind: platform.identifierKind, loginMethods: platform.loginMethods }];
    });
    return { widget, companyName: principal.company.name, isSandbox: principal.company.environment === 'sandbox', platforms };
  }
}
