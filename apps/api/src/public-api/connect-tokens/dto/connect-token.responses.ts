import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_SOURCES, ACCOUNT_STATUSES, AccountSource, AccountStatus } from '@gig/domain';
import { COUNTRY_CODES, PLATFORM_CODES } from '../../../platform/docs/wire-enums';
import { SESSION_DATA_KINDS, type ConnectSessionAccountJson, type ConnectSessionJson, type ConnectTokenJson, type SessionDataKind } from '../connect-token.presenter';
import { envelopeOf } from '../../../platform/docs/envelope-of';

const STATUSES: AccountStatus[] = [...ACCOUNT_STATUSES];

export class ConnectTokenDto implements ConnectTokenJson {
  @ApiProperty({ example: 'ct_Vb1xQ0m7c3YgQ2p6d2hZ4w9sJq8tN5kR1aE7uF0iL3o', description: 'Shown once: pass it to the widget (`GigConnect.open({connectToken})` or `/connect?connect_token=…`).' })
  connect_token!: string;
  @ApiProperty({ format: 'date-time', description: '30 minutes after issue.' }) expires_at!: string;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ format: 'uuid' }) widget_id!: string;
}

class ConnectSessionAccountDto implements ConnectSessionAccountJson {
  @ApiProperty({ format: 'uuid' }) account_id!: string;
  @ApiProperty({ enum: PLATFORM_CODES, example: 'uber' }) platform!: string;
  @ApiProperty({ enum: COUNTRY_CODES, example: 'mx' }) country!: string;
  @ApiProperty({ enum: STATUSES, description: '`requires_auth`: the widget offers to reconnect it.' }) status!: AccountStatus;
  @ApiProperty({ enum: ACCOUNT_SOURCES, description: '`document`: fed by uploaded documents only.' }) source!: AccountSource;
  @ApiProperty({ example: 'an***@example.com', description: 'The login, masked: enough for the worker to recognise it.' }) identifier_masked!: string;
  @ApiProperty({ format: 'date-time', description: 'When the account was connected.' }) connected_since!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The last day its data was brought up to date; null until then.' })
  last_updated_on!: string | null;
  @ApiProperty({ enum: SESSION_DATA_KINDS, isArray: true, description: 'What the company receives through it.' }) receives!: SessionDataKind[];
}

export class ConnectSessionDto implements ConnectSessionJson {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'worker-7' }) external_id!: string | null;
  @ApiProperty({ format: 'uuid' }) widget_id!: string;
  @ApiProperty({ format: 'date-time', description: 'When the token stops working.' }) expires_at!: string;
  @ApiProperty({ type: [ConnectSessionAccountDto], description: 'The user’s accounts, oldest first: with status, source, the identifier masked and what the company receives; no data.' })
  accounts!: ConnectSessionAccountDto[];
}

export const ConnectTokenEnvelopeDto = envelopeOf(ConnectTokenDto, 'ConnectTokenEnvelopeDto');
export const ConnectSessionEnvelopeDto = envelopeOf(ConnectSessionDto, 'ConnectSessionEnvelopeDto');
