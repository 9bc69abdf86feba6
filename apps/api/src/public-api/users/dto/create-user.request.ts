import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

export class CreateUserRequestDto {
  @ApiPropertyOptional({
    minLength: 1,
    maxLength: 255,
    example: 'worker-42',
    description: 'Your own identifier of the worker; unique in your company. A repeat returns the existing user (HTTP 200).',
  })
  @IsOptional()
  @IsString({ message: 'external_id must be a string' })
  external_id?: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'The widget the user is created through: one of your company’s widgets.' })
  @IsOptional()
  @IsString({ message: 'widget_id must be a string' })
  widget_id?: string | null;
}
