import type { CompanyRepository } from '../ports/company-repository.port';
import type { MemberRepository } from '../ports/member-repository.port';
import type { WidgetRepository } from '../ports/widget-repository.port';
import { memberPrincipal } from '../members/member-principal';
import type { IssueConnectToken, IssuedConnectToken } from './issue-connect-token';

/** The demo a server seeds on an empty database: its admin, its widget and the worker its link opens the widget for. */
export interface DemoConnection {
  readonly adminEmail: string;
  readonly widgetName: string;
  readonly externalId: string;
}

export interface IssueDemoConnectTokenDeps {
  readonly members: Pick<MemberRepository, 'findByEmail'>;
  readonly companies: Pick<CompanyRepository, 'findById'>;
  readonly widgets: Pick<WidgetRepository, 'list'>;
  readonly issue: Pick<IssueConnectToken, 'execute'>;
}

/**
 * A fresh connect token for the demo's worker on the demo's widget, issued as the demo's admin (so removing that
 * member ends it, as any token asked for from the console): the link `/connect/demo` works every time, where a
 * public-key link registers its worker once. Null when there is no such demo: the admin gone or no longer an admin,
 * a company that is not a sandbox, or the widget renamed or gone.
 */
export class IssueDemoConnectToken {
  constructor(private readonly deps: IssueDemoConnectTokenDeps) {}

  async execute(demo: DemoConnection): Promise<IssuedConnectToken | null> {
    const admin = await this.deps.members.findByEmail(demo.adminEmail);
    if (!admin || admin.role !== 'admin') return null;
    const company = await this.deps.companies.findById(admin.companyId);
    if (!company || company.environment !== 'sandbox') return null;
    const widget = (await this.deps.widgets.list(company.id)).findLast((candidate) => candidate.name === demo.widgetName);
    if (!widget) return null;
    return this.deps.issue.execute(memberPrincipal(admin, company), { externalId: demo.externalId, widgetId: widget.id });
  }
}
