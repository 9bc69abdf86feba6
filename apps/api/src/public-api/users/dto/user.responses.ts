import { ApiProperty } from '@nestjs/swagger';
import { AccountDto } from '../../accounts/dto/account.responses';
import type { UserAccountsJson } from '../user-accounts.presenter';
import type { DeletedUserJson, UserJson } from '../user.presenter';
import { envelopeOf } from '../../../platform/docs/envelope-of';

export class UserDto implements UserJson {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'worker-42' }) external_id!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: null, description: 'The widget the user was created through (as in Palenca), or null.' })
  widget_id!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export const UserEnvelopeDto = envelopeOf(UserDto, 'UserEnvelopeDto');

export class UserAccountsDto implements UserAccountsJson {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ type: [AccountDto], description: 'Oldest first.' }) accounts!: AccountDto[];
}

export const UserAccountsEnvelopeDto = envelopeOf(UserAccountsDto, 'UserAccountsEnvelopeDto');

export class DeletedUserDto implements DeletedUserJson {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ example: true }) deleted!: true;
}

export const DeletedUserEnvelopeDto = envelopeOf(DeletedUserDto, 'DeletedUserEnvelopeDto');
