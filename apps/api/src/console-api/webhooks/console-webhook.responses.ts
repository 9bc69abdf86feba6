import { ApiProperty } from '@nestjs/swagger';
import { envelopeOf } from '../../platform/docs/envelope-of';

export class ResentDeliveryDto {
  @ApiProperty({ type: Boolean, enum: [true] }) resent!: true;
}

export const ResentDeliveryEnvelopeDto = envelopeOf(ResentDeliveryDto, 'ResentDeliveryEnvelopeDto');
