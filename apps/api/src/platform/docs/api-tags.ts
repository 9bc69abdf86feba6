/** A tag of the document: what its operations are about. */
export interface ApiTag {
  readonly name: string;
  readonly description: string;
}

/** The document's tags, in the order a client meets them; an area may declare its own instead (`Area.tags`), listed after these. */
export const API_TAGS = [
  { name: 'users', description: 'The workers of your company: register them (optionally with your own `external_id`), find, list their accounts, delete.' },
  { name: 'accounts', description: 'Connecting a worker’s platform account (create, then validate as `next_step` says) and reading what was retrieved.' },
  { name: 'earnings', description: 'A worker’s daily earnings added up across every connected gig platform.' },
  { name: 'reports', description: 'Income insights reports: a lender’s figures over a window, exactly defined, as JSON and a signed PDF anyone can verify.' },
  { name: 'documents', description: 'Documents workers already hold: the IMSS constancia de semanas cotizadas uploaded, read exactly and judged (signals, score, level).' },
  { name: 'platforms', description: 'The platforms the service connects, with their countries and login.' },
  { name: 'widgets', description: 'Your connect widgets: the platforms and countries they offer, the pages that may embed them, their look (private key).' },
  { name: 'connect', description: 'What the connect widget’s page reads with your public key: its configuration and a connection’s progress.' },
  { name: 'worker-requests', description: 'Your workers’ deletion and objection requests (LFPDPPP): list them by due day, complete or decline them.' },
  { name: 'webhooks', description: 'Signed events posted to your receivers as connections progress (Standard Webhooks), with a delivery log; the body is `WebhookPayload`.' },
  { name: 'verification', description: 'For whoever received a report’s PDF: its status by id, and whether a file is byte for byte an issued PDF; needs no key.' },
  { name: 'sandbox', description: 'Reserved sandbox values that provoke each error and warning.' },
  { name: 'health', description: 'Liveness with a database check; needs no key.' },
] as const satisfies readonly ApiTag[];
