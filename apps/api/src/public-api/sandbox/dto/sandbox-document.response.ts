import { ApiProperty } from '@nestjs/swagger';
import { RISK_SIGNAL_CODES, RiskSignalCode } from '@gig/domain';
import { envelopeOf } from '../../../platform/docs/envelope-of';
import type { SandboxDocumentJson } from '../sandbox-document.presenter';

class SandboxDocumentDto implements SandboxDocumentJson {
  @ApiProperty({ example: 'curp_invalid', description: '`genuine`, or the signal it trips.' }) name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: RISK_SIGNAL_CODES, isArray: true, description: 'Exactly what it trips when uploaded as described (none for `genuine`).' }) signals!: RiskSignalCode[];
  @ApiProperty({ type: String, nullable: true, description: 'The `curp` to upload it with (`identity_mismatch`); null for the others.' }) upload_with_curp!: string | null;
  @ApiProperty({ example: '/v1/sandbox/documents/curp_invalid', description: 'Where to download its PDF (the same key).' }) download_path!: string;
}

export const SandboxDocumentsEnvelopeDto = envelopeOf([SandboxDocumentDto], 'SandboxDocumentsEnvelopeDto');
