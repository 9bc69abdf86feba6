import { ApiProperty } from '@nestjs/swagger';

export interface HealthJson {
  readonly status: 'ok';
  readonly database: 'ok';
}

export class HealthDto implements HealthJson {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
  @ApiProperty({ enum: ['ok'] }) database!: 'ok';
}

export class HealthEnvelopeDto {
  @ApiProperty({ type: Boolean, enum: [true] }) success!: true;
  @ApiProperty({ type: HealthDto }) data!: HealthDto;
  @ApiProperty({ type: Object, nullable: true, enum: [null], description: 'Always null on success.' }) error!: null;
}

export interface LivenessJson {
  readonly status: 'ok';
}

export class LivenessDto implements LivenessJson {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
}

export class LivenessEnvelopeDto {
  @ApiProperty({ type: Boolean, enum: [true] }) success!: true;
  @ApiProperty({ type: LivenessDto }) data!: LivenessDto;
  @ApiProperty({ type: Object, nullable: true, enum: [null], description: 'Always null on success.' }) error!: null;
}

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

export class ReadinessEnvelopeDto {
  @ApiProperty({ type: Boolean, enum: [true] }) success!: true;
  @ApiProperty({ type: ReadinessDto }) data!: ReadinessDto;
  @ApiProperty({ type: Object, nullable: true, enum: [null], description: 'Always null on success.' }) error!: null;
}
