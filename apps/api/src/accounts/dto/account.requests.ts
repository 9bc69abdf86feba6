import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';

export class CreateAccountRequestDto {
  @ApiProperty({ example: 'ana.driver@example.com', description: "The worker's login on the platform: e-mail, phone or CURP (see GET /v1/platforms)" })
  @IsOptional()
  @IsString({ message: 'identifier must be a string' })
  identifier?: string;

  @ApiProperty({ example: 'uber' })
  @IsOptional()
  @IsString({ message: 'platform must be a string' })
  platform?: string;

  @ApiProperty({ example: 'mx' })
  @IsOptional()
  @IsString({ message: 'country must be a string' })
  country?: string;

  @ApiProperty({ format: 'uuid' })
  @IsOptional()
  @IsString({ message: 'user_id must be a string' })
  user_id?: string;
}

export class ValidateAccountRequestDto {
  @ApiPropertyOptional({ description: 'The platform password; give this or otp_code, as next_step says' })
  @IsOptional()
  @IsString({ message: 'password must be a string' })
  password?: string;

  @ApiPropertyOptional({ example: '123456', description: 'The one-time code the platform sent' })
  @IsOptional()
  @IsString({ message: 'otp_code must be a string' })
  otp_code?: string;
}

export class PageOptionsDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @IsInt({ message: 'options.page must be a whole number' })
  page?: number;

  @ApiPropertyOptional({ default: 100, minimum: 1, maximum: 1000 })
  @IsOptional()
  @IsInt({ message: 'options.items_per_page must be a whole number' })
  items_per_page?: number;
}

export class EarningsSearchRequestDto {
  @ApiProperty({ format: 'date', example: '2025-01-01' })
  @IsOptional()
  @IsString({ message: 'start_date must be a string written YYYY-MM-DD' })
  start_date?: string;

  @ApiProperty({ format: 'date', example: '2025-01-31' })
  @IsOptional()
  @IsString({ message: 'end_date must be a string written YYYY-MM-DD' })
  end_date?: string;

  @ApiPropertyOptional({ type: PageOptionsDto })
  @IsOptional()
  @IsObject({ message: 'options must be an object' })
  @ValidateNested()
  @Type(() => PageOptionsDto)
  options?: PageOptionsDto;
}
