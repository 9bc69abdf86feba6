import { ApiProperty } from '@nestjs/swagger';
import { envelopeOf } from '../../docs/envelope-of';

export interface HealthJson {
  readonly status: 'ok';
  readonly database: 'ok';
}

export class HealthDto implements HealthJson {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
  @ApiProperty({ enum: ['ok'] }) database!: 'ok';
}

export const HealthEnvelopeDto = envelopeOf(HealthDto, 'HealthEnvelopeDto');

export interface LivenessJson {
  readonly status: 'ok';
}

export class LivenessDto implements LivenessJson {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
}

export const LivenessEnvelopeDto = envelopeOf(LivenessDto, 'LivenessEnvelopeDto');

export interface ReadinessJson {
  readonly status: 'ready';
  readonly database: 'ok';
  readonly migrations: 'at_head';
}

export class ReadinessDto implements ReadinessJson {
  @ApiProperty({ enum: ['ready'] }) status!: 'ready';
  @ApiProperty({ enum: ['ok'] }) database!: 'ok';
  @ApiProperty({ enum: ['at_head'], description: 'Every migration of this build has been applied.' }) migrations!: 'at_head';
}

export const ReadinessEnvelopeDto = envelopeOf(ReadinessDto, 'ReadinessEnvelopeDto');
