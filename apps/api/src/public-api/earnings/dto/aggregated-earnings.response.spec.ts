import { Controller, INestApplication, Post } from '@nestjs/common';
import { ApiOkResponse, DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Test } from '@nestjs/testing';
import { AggregatedEarningsEnvelopeDto } from './aggregated-earnings.response';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

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
  }, OPEN_BUDGET_MS);
  afterAll(() => app.close(), CLOSE_BUDGET_MS);

  it('documents currency_note as the one note or null', () => {
    const schemas = SwaggerModule.createDocument(app, new DocumentBuilder().build()).components?.schemas ?? {};
    expect((schemas.EarningEntryDto as { properties: Record<string, unknown> }).properties.currency_note).toEqual({
      type: 'string',
      nullable: true,
      enum: ['converted_from_multiple', null],
    });
  });
});
