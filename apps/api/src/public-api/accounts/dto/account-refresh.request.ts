import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

/** `PATCH /v1/accounts/{id}`: what a client may change on an account. */
export class UpdateAccountRequestDto {
  @ApiProperty({ description: 'false stops ongoing refresh of this account; true starts it again (the next refresh planned on the cadence).' })
  @IsOptional()
  @IsBoolean({ message: 'refresh_enabled must be true or false' })
  refresh_enabled?: boolean;
}
