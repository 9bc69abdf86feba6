import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_STATUSES, ACCOUNT_WARNINGS, AccountStatus, AccountWarning, Disconnector, DISCONNECTORS, LoginMethod } from '@gig/domain';
import { ACCOUNT_METHODS, AccountMethod, COUNTRY_CODES, ERROR_CODES, LOGIN_METHODS, PLATFORM_CODES } from '../../../platform/docs/wire-enums';
import type { AccountJson, DeletedAccountJson } from '../account.presenter';
import { envelopeOf } from '../../../platform/docs/envelope-of';

const STATUSES: AccountStatus[] = [...ACCOUNT_STATUSES];
const STATUS_DESCRIPTION = 'pending: waiting for the validate step (`next_step`); syncing: login accepted, data being retrieved ' +
  '(our own status: Palenca has none, its accounts go straight to success); success: data retrieved; incomplete: the user must ' +
  'act (wrong code or password); error: a technical failure; requires_auth: the platform session ended (a refresh was refused): ' +
  'connect it again with POST /v1/accounts (same user, platform and identifier); disconnected: the worker or the company ended the ' +
  'connection (`disconnected_by`): no session, no refresh, the data kept until deleted; a new login of the same account connects it anew. The code of a failure is in `status_details`.';

export class AccountDto implements AccountJson {
  @ApiProperty({ format: 'uuid' }) account_id!: string;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ enum: PLATFORM_CODES, example: 'uber' }) platform!: string;
  @ApiProperty({ enum: COUNTRY_CODES, example: 'mx' }) country!: string;
  @ApiProperty({ example: 'ana.driver@example.com', description: 'Normalised: e-mails lower-cased, phones without spaces or dashes, CURPs upper-cased.' })
  identifier!: string;
  @ApiProperty({ enum: STATUSES, description: STATUS_DESCRIPTION }) status!: AccountStatus;
  @ApiProperty({ type: String, enum: [...ERROR_CODES, null], nullable: true, example: null, description: 'The catalogue code of the last failure.' })
  status_details!: string | null;
  @ApiProperty({ type: String, enum: [...ACCOUNT_WARNINGS, null], nullable: true, example: null, description: 'Set when the login worked but the data cannot be had (spec 7.3).' })
  warning!: AccountWarning | null;
  @ApiProperty({ type: String, enum: [...LOGIN_METHODS, null], nullable: true, example: 'otp', description: 'What the validate step needs next: `otp` (send `otp_code`) or `password`.' })
  next_step!: LoginMethod | null;
  @ApiProperty({ enum: ACCOUNT_METHODS, isArray: true, example: ['otp', 'credentials'], description: 'Every login method the platform’s validate step accepts, in Palenca’s names: `otp` (send `otp_code`), `credentials` (send `password`); empty when it has none.' })
  methods!: AccountMethod[];
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The day of the last successful login or refresh (Mexico City).' }) last_successful_connection!: string | null;
  @ApiProperty({ description: 'Whether the data is refreshed on the cadence (PATCH to turn it off or on).' }) refresh_enabled!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a refresh last brought the data up to date.' }) last_refreshed_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the next refresh is planned; null while none is (not connected, refresh off, requires_auth, a refresh under way).' })
  next_refresh_at!: string | null;
  @ApiProperty({
    enum: ['connection', 'document'],
    description: '`connection`: logged in to the platform. `document`: an `imss` account fed by the worker’s uploaded constancias (`POST /v1/documents`): ' +
      'never logged in to nor refreshed, its employment and profile what the newest constancia says.',
  })
  source!: 'connection' | 'document';
  @ApiProperty({ type: String, enum: [...DISCONNECTORS, null], nullable: true, example: null, description: 'Who ended the connection once `disconnected`: `worker` (in the widget) or `company`; null before.' })
  disconnected_by!: Disconnector | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export const AccountEnvelopeDto = envelopeOf(AccountDto, 'AccountEnvelopeDto');

export class DeletedAccountDto implements DeletedAccountJson {
  @ApiProperty({ format: 'uuid' }) account_id!: string;
  @ApiProperty({ example: true }) deleted!: true;
}

export const DeletedAccountEnvelopeDto = envelopeOf(DeletedAccountDto, 'DeletedAccountEnvelopeDto');
