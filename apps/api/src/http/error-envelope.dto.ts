import { ApiProperty } from '@nestjs/swagger';

export class FieldErrorDto {
  @ApiProperty({ example: 'start_date' }) field!: string;
  @ApiProperty({ example: 'start_date is required' }) message!: string;
}

export class ErrorBodyDto {
  @ApiProperty({ example: 'bad_request', description: 'A code of the error catalogue.' }) code!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ type: [FieldErrorDto], nullable: true, description: 'Field-level details of a bad_request; else null.' })
  errors!: FieldErrorDto[] | null;
}

export class ErrorEnvelopeDto {
  @ApiProperty({ example: false }) success!: boolean;
  @ApiProperty({ type: Object, nullable: true, example: null }) data!: null;
  @ApiProperty({ type: ErrorBodyDto }) error!: ErrorBodyDto;
}
