import {
  assertLoginMethod,
  assertOfferedIn,
  checkRetrievedData,
  DomainError,
  FamilyConnectorOptions,
  isDomainError,
  LoginProgress,
  LoginRequest,
  normaliseIdentifier,
  PlatformConnector,
  RetrievedData,
  RetrieveRequest,
  VerifyRequest,
} from '@gig/domain';
import { failureOf, isCrashAnswer, translateCode } from '../errors/answer-failure';
import { DEFAULT_PLATFORM_TIMEOUT_MS, HttpSettings, parseBaseUrl } from '../http/http-call';
import { sendRequest } from '../http/send-request';
import { ShapeError } from '../schema/shape-reader';
import type { FamilyStep, PlatformFamilySpec } from './family-definition';

/** The family's extraction service (e.g. from RIDE_HAILING_URL), a time limit per request (default 15 s) and a fetch (default: the global one, looked up at each call). */
export type PlatformConnectorOptions = FamilyConnectorOptions;

/**
 * The live `PlatformConnector` of one family: each call is one HTTP request to the family's extraction
 * service. Every failure leaves as a `DomainError` with a catalogue code; anything unexpected is
 * `platform_unknown_error`, never a bare Error.
 */
export class HttpPlatformConnector implements PlatformConnector {
  private readonly http: HttpSettings;

  /** Throws an Error when the base URL is unusable (a start-up configuration problem). */
  constructor(
    private readonly spec: PlatformFamilySpec,
    options: PlatformConnectorOptions,
  ) {
    this.http = {
      family: spec.family,
      baseUrl: parseBaseUrl(options.baseUrl),
      timeoutMs: options.timeoutMs ?? DEFAULT_PLATFORM_TIMEOUT_MS,
      fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    };
  }

  startLogin(request: LoginRequest): Promise<LoginProgress> {
    return this.guard(() => {
      const { platform, country, identifier } = request;
      assertOfferedIn(platform, country);
      normaliseIdentifier(platform.identifierKind, identifier);
      return this.step('login', this.spec.startLogin, request);
    });
  }

  verify(request: VerifyRequest): Promise<LoginProgress> {
    return this.guard(() => {
      assertLoginMethod(request.platform, request.method);
      const step = this.spec.verify;
      if (step === null) throw new DomainError('unknown_login_type', `${request.platform.code} needs no validation.`);
      return this.step('verification', step, request);
    });
  }

  retrieve(request: RetrieveRequest): Promise<RetrievedData> {
    return this.guard(async () => {
      const data = await this.step('data retrieval', this.spec.retrieve, request);
      checkRetrievedData(data);
      return data;
    });
  }

  refresh(request: RetrieveRequest): Promise<RetrievedData> {
    return this.guard(async () => {
      const data = await this.step('refresh', this.spec.refresh, request);
      checkRetrievedData(data);
      return data;
    });
  }

  private async step<In, Out>(stage: string, step: FamilyStep<In, Out>, input: In): Promise<Out> {
    const { family, schemaErrorCode, errors } = this.spec;
    const call = step.call(input);
    const answer = await sendRequest(this.http, call);
    if (answer.status < 200 || answer.status > 299 || isCrashAnswer(answer)) throw failureOf(answer, errors, family);
    try {
      if (!answer.json) throw new ShapeError('the body is not JSON');
      return step.read(answer.body, input, (code) => translateCode(code, errors, family));
    } catch (error) {
      if (!(error instanceof ShapeError)) throw error;
      throw new DomainError(error.code ?? schemaErrorCode, `The ${family} extraction service broke its contract (${stage}): ${error.message}.`);
    }
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isDomainError(error)) throw error;
      const failure = new DomainError('platform_unknown_error', `Unexpected failure with the ${this.spec.family} extraction service.`);
      failure.cause = error;
      throw failure;
    }
  }
}
