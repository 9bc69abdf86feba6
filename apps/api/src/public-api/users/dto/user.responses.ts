import { ApiProperty } from '@nestjs/swagger';
import { AccountDto } from '../../accounts/dto/account.responses';
import type { UserAccountsJson } from '../user-accounts.presenter';
import type { DeletedUserJson, UserJson } from '../user.presenter';

export class UserDto implements UserJson {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'worker-42' }) external_id!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: null, description: 'The widget the user was created through (as in Palenca), or null.' })
  widget_id!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class UserEnvelopeDto {
  @ApiProperty({ type: Boolean, enum: [true] }) success!: true;
  @ApiProperty({ type: UserDto }) data!: UserDto;
  @ApiProperty({ type: Object, nullable: true, enum: [null], description: 'Always null on success.' }) error!: null;
}

export class UserAccountsDto implements UserAccountsJson {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ type: [AccountDto], description: 'Oldest first.' }) accounts!: AccountDto[];
}

export class UserAccountsEnvelopeDto {
  @ApiProperty({ type: Boolean, enum: [true] }) success!: true;
  @ApiProperty({ type: UserAccountsDto }) data!: UserAccountsDto;
  @ApiProperty({ type: Object, nullable: true, enum: [null], description: 'Always null on success.' }) error!: null;
}

export class DeletedUserDto implements DeletedUserJson {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ example: true }) deleted!: true;
}

export class DeletedUserEnvelopeDto {
  @ApiProperty({ type: Boolean, enum: [true] }) success!: true;
  @ApiProperty({ type: DeletedUserDto }) data!: DeletedUserDto;
  @ApiProperty({ type: Object, nullable: true, enum: [null], description: 'Always null on success.' }) error!: null;
}
