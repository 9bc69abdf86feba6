import { pathTo, type Route } from '../router/routes';

export interface NavItem {
  readonly label: string;
  readonly href: string;
  readonly routes: readonly Route['name'][];
  readonly adminOnly?: boolean;
}

/** The side navigation, in its order: a new page is one entry here. */
export const NAV: readonly NavItem[] = [
  { label: 'Overview', href: pathTo.overview(), routes: ['overview'] },
  { label: 'Users', href: pathTo.users(), routes: ['users', 'user'] },
  { label: 'Accounts', href: pathTo.accounts(), routes: ['accounts', 'account'] },
  { label: 'Webhooks', href: pathTo.webhooks(), routes: ['webhooks', 'webhook'] },
  { label: 'Worker requests', href: pathTo.workerRequests(), routes: ['worker-requests'] },
  { label: 'API keys', href: pathTo.apiKeys(), routes: ['api-keys'], adminOnly: true },
  { label: 'Members', href: pathTo.members(), routes: ['members'], adminOnly: true },
  { label: 'Widgets', href: pathTo.widgets(), routes: ['widgets'] },
  { label: 'Sandbox', href: pathTo.sandbox(), routes: ['sandbox'] },
];
