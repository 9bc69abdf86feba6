import type { OpenAPIObject } from '@nestjs/swagger';
import { PlatformRegistry } from '@gig/domain';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import request from 'supertest';
import { publicApiDocument } from '../composition/openapi-documents';
import { PLATFORM_FAMILIES } from '../platform/families/platform-families';
import { ApiClient, apiClient } from './api-client';
import { ApiHarness, openApiHarness } from './api-harness';
import { contractPlatform } from './contract-platform';
import type { CheckedAnswer } from './openapi-conformance';

export const PLATFORMS = PlatformRegistry.of(PLATFORM_FAMILIES);
export const OVER_ONE_MB = { external_id: 'x'.repeat(1_100_000) };

/** What `every-route.contract.e2e.spec.ts` reaches on every keyed operation (no key, a bad query, the database down, the failed-auth limit); the resource sweeps reach the rest. */
export const EVERY_ROUTE_STATUSES: readonly string[] = ['401', '422', '429', '503'];

/** A 500 is the answer to a bug: it is provoked once (a crashing adapter) and documented everywhere, not reachable on purpose elsewhere. */
const excused = (operationId: string, status: string) => status === '500' && operationId !== 'createAccount';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

/** One documented response: its operation, tag, whether it takes a key, and its status. */
interface DocumentedResponse {
  readonly operationId: string;
  readonly tag: string;
  readonly keyed: boolean;
  readonly status: string;
}

/** An app open for one contract sweep file, its company's keys and the checks every sweep shares. */
export class ContractSweep {
  readonly document: OpenAPIObject;
  readonly api: ApiClient;
  readonly publicApi: ApiClient;

  constructor(readonly h: ApiHarness, readonly companyId: string, readonly privateKey: string, readonly publicKey: string) {
    this.document = publicApiDocument(h.app);
    this.api = apiClient(h.app, privateKey);
    this.publicApi = apiClient(h.app, publicKey);
  }

  readonly expectAnswer = async (call: request.Test | Promise<request.Response>, status: number, code?: string) => {
    const res = await call;
    expect([res.status, res.body.error?.code]).toEqual([status, code]);
    return res;
  };

  anonymous() {
    return request(this.h.app.getHttpServer());
  }

  newAccount(platform: string, identifier: string, userId: string) {
    return this.expectAnswer(this.api.post('/v1/accounts', { platform, country: PLATFORMS.find(platform)?.countries[0], identifier, user_id: userId }), 201);
  }

  /** Every operation that takes a key (all but /health and /verify), `id` in place of each path id, its required query parameters given. */
  keyedRoutes(id: string, tags?: readonly string[]): [Method, string][] {
    const routes: [Method, string][] = [];
    for (const [template, item] of Object.entries(this.document.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation || operation.security?.length === 0 || (tags && !tags.includes(operation.tags?.[0] ?? ''))) continue;
        const query = (operation.parameters ?? []).filter((p) => 'in' in p && p.in === 'query' && p.required).map((p) => `${'name' in p ? p.name : ''}=keys`);
        routes.push([method, template.replace(/\{\w+\}/g, id) + (query.length ? `?${query.join('&')}` : '')]);
      }
    }
    return routes;
  }

  /** The public key on every keyed route of `tags`: answers are checked against the document (a 403 where only a private key may call), never a 500. */
  async publicKeyEverywhere(tags: readonly string[], id: string): Promise<void> {
    for (const [method, path] of this.keyedRoutes(id, tags)) {
      const answer = await this.publicApi[method](path);
      expect([method, path, answer.status]).not.toEqual([method, path, 500]);
    }
  }

  /**
   * The documented responses of the operations tagged `tags` that no answer checked in this file reached, leaving out
   * what every-route.contract.e2e.spec.ts reaches for every keyed operation (`everyRoute` there: those too, for all).
   */
  unreached(tags: readonly string[], options: { everyRoute?: boolean; alsoChecked?: readonly CheckedAnswer[] } = {}): string[] {
    const reached = new Set([...this.h.conformance.checked, ...(options.alsoChecked ?? [])].map((answer) => `${answer.operationId} ${answer.status}`));
    const generic = (response: DocumentedResponse) => response.keyed && EVERY_ROUTE_STATUSES.includes(response.status);
    return this.responses()
      .filter((response) => (tags.includes(response.tag) && (options.everyRoute || !generic(response))) || (options.everyRoute && generic(response)))
      .filter((response) => !excused(response.operationId, response.status))
      .map((response) => `${response.operationId} ${response.status}`)
      .filter((entry) => !reached.has(entry));
  }

  /** Every tag of the document's operations. */
  tags(): string[] {
    return [...new Set(this.responses().map((response) => response.tag))];
  }

  private responses(): DocumentedResponse[] {
    return Object.values(this.document.paths).flatMap((item) =>
      METHODS.flatMap((method) => {
        const operation = item[method];
        if (!operation) return [];
        const base = { operationId: operation.operationId ?? '', tag: operation.tags?.[0] ?? '', keyed: operation.security?.length !== 0 };
        return Object.keys(operation.responses).map((status) => ({ ...base, status }));
      }),
    );
  }
}

/** Opens the app (with the contract platform, and webhooks to local addresses allowed) for the file's tests, and a company in it. */
export function useContractSweep(): () => ContractSweep {
  let sweep: ContractSweep | undefined;
  beforeAll(async () => {
    const h = await openApiHarness({ wrapConnector: contractPlatform, env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
    const company = await h.createCompany();
    sweep = new ContractSweep(h, company.company_id, company.private_key, company.public_key);
  }, OPEN_BUDGET_MS);
  afterAll(() => sweep?.h.close(), CLOSE_BUDGET_MS);
  return () => {
    if (!sweep) throw new Error('the contract sweep app is not open');
    return sweep;
  };
}
