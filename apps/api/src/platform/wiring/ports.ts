import type {
  Clock,
  ExchangeRates,
  HealthProbe,
  PasswordHasher,
  PlatformConnectors,
  PdfReader,
  SpecimenPdfWriter,
  PlatformRegistry,
  RefreshPolicy,
  ReportDataEncoder,
  ReportDocumentRenderer,
  ReportGeneration,
  Repositories,
  SandboxScenarioCatalogue,
  SchemaVersion,
  SecretBox,
  UnitOfWork,
  WebhookUrlPolicy,
} from '@gig/domain';

/** The adapters every use case is built from. */
export interface Ports {
  readonly repositories: Repositories;
  /**
   * The same repositories for reads that tolerate a few seconds of lag: on a read replica when
   * `DATABASE_REPLICA_URLS` names any (else the primary's). Only the pure read use cases get them;
   * writes, and every read inside a write's flow, use `repositories` and `unitOfWork`.
   */
  readonly readRepositories: Repositories;
  readonly unitOfWork: UnitOfWork;
  readonly health: HealthProbe;
  /** Whether the schema is at this build's head, and whether this process is shutting down: readiness. */
  readonly schema: SchemaVersion;
  readonly draining: () => boolean;
  readonly exchangeRates: ExchangeRates;
  readonly platforms: PlatformRegistry;
  readonly connectors: PlatformConnectors;
  readonly sandboxScenarios: SandboxScenarioCatalogue;
  readonly secrets: SecretBox;
  /** Reads uploaded documents' PDFs (text with positions, fonts, revisions, metadata). */
  readonly pdfReader: PdfReader;
  /** Writes the sandbox's sample constancias. */
  readonly specimenPdfWriter: SpecimenPdfWriter;
  readonly clock: Clock;
  /** How long a valid API key is remembered (0: never). */
  readonly apiKeyCacheMs: number;
  /** Wakes an idle job worker. */
  readonly jobQueued: () => void;
  readonly webhookUrls: WebhookUrlPolicy;
  readonly refresh: RefreshPolicy;
  /** Console passwords (built once, in compose.ts). */
  readonly passwordHasher: PasswordHasher;
  /** Working API keys a company may have at once (default 20). */
  readonly maxActiveApiKeys?: number;
  /** Reports a company may be given per UTC day (`REPORT_LIMIT_PER_COMPANY_PER_DAY`, default 10,000). */
  readonly maxReportsPerCompanyDay?: number;
  /** A report's JSON (the wire's presenter), its PDF, and the address its PDF links for verification. */
  readonly reports: {
    readonly encoder: ReportDataEncoder;
    readonly renderer: ReportDocumentRenderer;
    readonly verificationUrl: (reportId: string) => string;
    readonly observe?: (generation: ReportGeneration) => void;
  };
}
