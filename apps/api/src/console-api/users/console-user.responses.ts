import { ApiProperty } from '@nestjs/swagger';
import { AccountDto } from '../../public-api/accounts/dto/account.responses';
import { envelopeOf } from '../../platform/docs/envelope-of';
import { UserDto } from '../../public-api/users/dto/user.responses';
import { consolePageDto } from '../console-page.responses';
import type { UserDetailJson, UserRowJson } from './console-user.presenter';

export class UserRowDto implements UserRowJson {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'worker-42' }) external_id!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ minimum: 0 }) accounts_count!: number;
}

export class UserDetailDto implements UserDetailJson {
  @ApiProperty({ type: UserDto }) user!: UserDto;
  @ApiProperty({ type: [AccountDto], description: 'Oldest first.' }) accounts!: AccountDto[];
}

export const UserRowPageEnvelopeDto = envelopeOf(consolePageDto(UserRowDto, 'UserRowPageDto'), 'UserRowPageEnvelopeDto');
export const UserDetailEnvelopeDto = envelopeOf(UserDetailDto, 'UserDetailEnvelopeDto');
