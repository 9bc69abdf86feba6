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
