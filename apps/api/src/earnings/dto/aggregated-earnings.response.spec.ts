import { Controller, INestApplication, Post } from '@nestjs/common';
import { ApiOkResponse, DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Test } from '@nestjs/testing';
import { AggregatedEarningsEnvelopeDto } from './aggregated-earnings.response';

@Controller('aggregated')
class DocumentedController {
  @Post()
  @ApiOkResponse({ type: AggregatedEarningsEnvelopeDto })
  aggregated(): null {
    return null;
  }
}

describe('AggregatedEarningsEnvelopeDto in OpenAPI', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = (await Test.createTestingModule({ controllers: [DocumentedController] }).compile()).createNestApplication();
    await app.init();
  });
  afterAll(() => app.close());

  it('documents currency_note as the one note or null', () => {
    const schemas = SwaggerModule.createDocument(app, new DocumentBuilder().build()).components?.schemas ?? {};
    expect((schemas.EarningEntryDto as { properties: Record<string, unknown> }).properties.currency_note).toEqual({
      type: 'string',
      nullable: true,
      enum: ['converted_from_multiple', null],
    });
  });
});
