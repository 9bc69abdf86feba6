import type { RiskSignalCode, SandboxConstancia } from '@gig/domain';

export interface SandboxDocumentJson {
  readonly name: string;
  readonly description: string;
  readonly signals: RiskSignalCode[];
  readonly upload_with_curp: string | null;
  readonly download_path: string;
}

export function presentSandboxDocument(sample: SandboxConstancia): SandboxDocumentJson {
  return {
    name: sample.name,
    description: sample.description,
    signals: sample.signals,
    upload_with_curp: sample.uploadWithCurp,
    download_path: `/v1/sandbox/documents/${sample.name}`,
  };
}
