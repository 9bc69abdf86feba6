import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_STATUSES, ACCOUNT_WARNINGS, AccountStatus, AccountWarning } from '@gig/domain';
import { AccountDto } from '../../public-api/accounts/dto/account.responses';
import { envelopeOf } from '../../platform/docs/envelope-of';
import { ERROR_CODES } from '../../platform/docs/wire-enums';
import { consolePageDto } from '../console-page.responses';
import type { AccountExplanationJson, DirectoryAccountJson } from './console-account.presenter';
import type { TimelineDeliveryJson, TimelineEntryJson, TimelineJson } from './console-account-timeline.presenter';

export class DirectoryAccountDto extends AccountDto implements DirectoryAccountJson {
  @ApiProperty({ type: String, nullable: true, example: 'worker-42', description: 'The user’s `external_id`.' }) external_id!: string | null;
}

export class AccountExplanationDto implements AccountExplanationJson {
  @ApiProperty({ description: 'The status in words.' }) status!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The last failure in words.' }) status_details!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The warning in words.' }) warning!: string | null;
}

export class TimelineDeliveryDto implements TimelineDeliveryJson {
  @ApiProperty({ format: 'uuid' }) webhook_id!: string;
  @ApiProperty() webhook_name!: string;
  @ApiProperty({ enum: ['pending', 'delivered', 'failed'] }) status!: 'pending' | 'delivered' | 'failed';
  @ApiProperty({ minimum: 0 }) attempts!: number;
  @ApiProperty({ type: Number, nullable: true }) last_http_status!: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_attempt_at!: string | null;
}

export class TimelineEntryDto implements TimelineEntryJson {
  @ApiProperty({ example: 'login.success', description: 'The event’s action.' }) action!: string;
  @ApiProperty({ format: 'date-time' }) occurred_at!: string;
  @ApiProperty({ type: String, enum: [...ACCOUNT_STATUSES, null], nullable: true, description: 'The account status after the event.' }) status!: AccountStatus | null;
  @ApiProperty({ type: String, enum: [...ERROR_CODES, null], nullable: true }) status_details!: string | null;
  @ApiProperty({ type: String, enum: [...ACCOUNT_WARNINGS, null], nullable: true }) warning!: AccountWarning | null;
  @ApiProperty({ type: [TimelineDeliveryDto], description: 'The event’s webhook deliveries.' }) deliveries!: TimelineDeliveryDto[];
}

export class TimelineDto implements TimelineJson {
  @ApiProperty({ type: [TimelineEntryDto], description: 'The latest events, oldest first.' }) entries!: TimelineEntryDto[];
}

export const DirectoryAccountPageEnvelopeDto = envelopeOf(consolePageDto(DirectoryAccountDto, 'DirectoryAccountPageDto'), 'DirectoryAccountPageEnvelopeDto');
export const AccountExplanationEnvelopeDto = envelopeOf(AccountExplanationDto, 'AccountExplanationEnvelopeDto');
export const TimelineEnvelopeDto = envelopeOf(TimelineDto, 'TimelineEnvelopeDto');
