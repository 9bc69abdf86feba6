import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';

/**
 * The success envelope `{success: true, data, error: null}` around `data` (a DTO class, or `[Dto]` for a list),
 * as a class named `name` for the document (`@ApiOkResponse({ type: envelopeOf(WidgetDto, 'WidgetEnvelopeDto') })`).
 */
export function envelopeOf(data: Type | [Type], name: string): Type {
  class Envelope {
    success!: true;
    data!: unknown;
    error!: null;
  }
  ApiProperty({ type: Boolean, enum: [true] })(Envelope.prototype, 'success');
  ApiProperty({ type: data })(Envelope.prototype, 'data');
  ApiProperty({ type: Object, nullable: true, enum: [null], description: 'Always null on success.' })(Envelope.prototype, 'error');
  Object.defineProperty(Envelope, 'name', { value: name });
  return Envelope;
}
