import { Get, Param, Res } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { GetSandboxConstanciaFile, ListSandboxConstancias } from '@gig/domain';
import type { Response } from 'express';
import { ANY_KEY } from '../../platform/docs/operation-errors';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { SandboxDocumentsEnvelopeDto } from './dto/sandbox-document.response';
import { presentSandboxDocument, SandboxDocumentJson } from './sandbox-document.presenter';

@PublicApi('v1/sandbox/documents', 'sandbox')
export class SandboxDocumentsController {
  constructor(
    private readonly listSamples: ListSandboxConstancias,
    private readonly sampleFile: GetSandboxConstanciaFile,
  ) {}

  @Operation(Get(), {
    keys: 'any',
    id: 'listSandboxDocuments',
    summary: 'List the sample IMSS constancias',
    description: 'Sample constancias to upload to `POST /v1/documents`: one genuine-looking, and one for each signal of the README’s table ' +
      '(written for today: the genuine one issued two days ago). A sandbox company’s uploads are processed as a live one’s and marked `sandbox`.',
    ok: { type: SandboxDocumentsEnvelopeDto }, errors: ANY_KEY,
  })
  list(): Envelope<SandboxDocumentJson[]> {
    return successEnvelope(this.listSamples.execute().map(presentSandboxDocument));
  }

  @Operation(Get(':name'), {
    keys: 'any',
    id: 'getSandboxDocument',
    summary: 'Download a sample IMSS constancia',
    description: 'The sample’s PDF, written on request. `not_found_error` for a name the list does not have.',
    errors: [...ANY_KEY, 'not_found_error'],
  })
  @ApiResponse({
    status: 200,
    description: 'The PDF, as an attachment named `constancia-{name}.pdf`.',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  async file(@Param('name') name: string, @Res() res: Response): Promise<void> {
    const { sample, file } = await this.sampleFile.execute(name);
    res.writeHead(200, {
      'content-type': 'application/pdf',
      'content-length': file.byteLength,
      'content-disposition': `attachment; filename="constancia-${sample.name}.pdf"`,
      'cache-control': 'private, no-store',
    });
    res.end(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
  }
}
