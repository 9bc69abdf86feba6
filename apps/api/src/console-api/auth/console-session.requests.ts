import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/** Both fields are checked by the use case; a wrong type is a bad_request naming the field. */
export class SignInRequestDto {
  @ApiPropertyOptional({ example: 'ana@lender.example' })
  @IsOptional()
  @IsString({ message: 'email must be a string' })
  email?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'password must be a string' })
  password?: string;
}

export class SetPasswordRequestDto {
  @ApiPropertyOptional({ description: 'The token of the one-time link.' })
  @IsOptional()
  @IsString({ message: 'token must be a string' })
  token?: string;

  @ApiPropertyOptional({ description: 'At least the length the service asks.' })
  @IsOptional()
  @IsString({ message: 'password must be a string' })
  password?: string;
}
