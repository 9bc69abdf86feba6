import { IsOptional, IsString } from 'class-validator';

/** Both fields are checked by the use case; a wrong type is a bad_request naming the field. */
export class SignInRequestDto {
  @IsOptional()
  @IsString({ message: 'email must be a string' })
  email?: string;

  @IsOptional()
  @IsString({ message: 'password must be a string' })
  password?: string;
}

export class SetPasswordRequestDto {
  @IsOptional()
  @IsString({ message: 'token must be a string' })
  token?: string;

  @IsOptional()
  @IsString({ message: 'password must be a string' })
  password?: string;
}
