import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_WARNINGS, AccountStatus, AccountWarning, LoginMethod } from '@gig/domain';
import type { AccountJson, DeletedAccountJson } from '../account.presenter';

const STATUSES: AccountStatus[] = ['pending', 'syncing', 'success', 'incomplete', 'error'];
const NEXT_STEPS: LoginMethod[] = ['otp', 'password'];

export class AccountDto implements AccountJson {
  @ApiProperty({ format: 'uuid' }) account_id!: string;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ example: 'uber' }) platform!: string;
  @ApiProperty({ example: 'mx' }) country!: string;
  @ApiProperty({ example: 'ana.driver@example.com', description: 'Normalised: e-mails lower-cased, phones without spaces or dashes, CURPs upper-cased.' })
  identifier!: string;
  @ApiProperty({ enum: STATUSES }) status!: AccountStatus;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'The code of the last failure.' }) status_details!: string | null;
  @ApiProperty({ type: String, enum: ACCOUNT_WARNINGS, nullable: true, example: null }) warning!: AccountWarning | null;
  @ApiProperty({ type: String, enum: NEXT_STEPS, nullable: true, description: 'What the validate step needs next.' }) next_step!: LoginMethod | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) last_successful_connection!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class AccountEnvelopeDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: AccountDto }) data!: AccountDto;
  @ApiProperty({ type: Object, nullable: true, example: null }) error!: null;
}

export class DeletedAccountDto implements DeletedAccountJson {
  @ApiProperty({ format: 'uuid' }) account_id!: string;
  @ApiProperty({ example: true }) deleted!: true;
}

export class DeletedAccountEnvelopeDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: DeletedAccountDto }) data!: DeletedAccountDto;
  @ApiProperty({ type: Object, nullable: true, example: null }) error!: null;
}
