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
}
