import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_STATUSES, ACCOUNT_WARNINGS, AccountStatus, AccountWarning, IdentifierKind, LoginMethod, WIDGET_LANGUAGES, WidgetLanguage } from '@gig/domain';
import { COUNTRY_CODES, ERROR_CODES, LOGIN_METHODS, PLATFORM_CODES } from '../../../platform/docs/wire-enums';
import type { ConnectPlatformJson, ConnectWidgetJson } from '../connect-widget.presenter';
import type { ConnectionStatusJson } from '../connection-status.presenter';
import { envelopeOf } from '../../../platform/docs/envelope-of';

const IDENTIFIER_KINDS: IdentifierKind[] = ['email', 'phone', 'email_or_phone', 'curp'];
const STATUSES: AccountStatus[] = [...ACCOUNT_STATUSES];

class ConnectPlatformDto implements ConnectPlatformJson {
  @ApiProperty({ enum: PLATFORM_CODES, example: 'uber' }) code!: string;
  @ApiProperty({ example: 'Uber' }) name!: string;
  @ApiProperty({ type: String, enum: COUNTRY_CODES, isArray: true, description: 'The platform’s countries that the widget offers.' }) countries!: string[];
  @ApiProperty({ enum: IDENTIFIER_KINDS, description: 'What the worker logs in with.' }) identifier_kind!: IdentifierKind;
  @ApiProperty({ enum: LOGIN_METHODS, isArray: true, description: 'What the validate step takes; empty: no validation step (imss, issste).' }) login_methods!: LoginMethod[];
}

export class ConnectWidgetDto implements ConnectWidgetJson {
  @ApiProperty({ format: 'uuid' }) widget_id!: string;
  @ApiProperty({ example: 'Loans app' }) name!: string;
  @ApiProperty({ example: 'Acme Lending', description: 'The widget’s company, named in the consent text.' }) company_name!: string;
  @ApiProperty({ enum: WIDGET_LANGUAGES }) language!: WidgetLanguage;
  @ApiProperty({ example: '#1a56db' }) primary_color!: string;
  @ApiProperty({ type: String, format: 'uri', nullable: true }) logo_url!: string | null;
  @ApiProperty({ example: '2026-11' }) consent_version!: string;
  @ApiProperty({ type: String, isArray: true, example: ['https://app.lender.example'] }) allowed_origins!: string[];
  @ApiProperty({ type: String, format: 'uri', nullable: true }) redirect_url!: string | null;
  @ApiProperty({ description: 'Whether the company is a sandbox company (sandbox data, reserved test values).' }) is_sandbox!: boolean;
  @ApiProperty({ type: [ConnectPlatformDto], description: 'The widget’s platforms offered in at least one of its countries, in its order.' }) platforms!: ConnectPlatformDto[];
}

export class ConnectionStatusDto implements ConnectionStatusJson {
  @ApiProperty({ format: 'uuid' }) account_id!: string;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ enum: PLATFORM_CODES, example: 'uber' }) platform!: string;
  @ApiProperty({ enum: STATUSES, description: 'As on GET /v1/accounts/{account_id}; poll while `syncing`.' }) status!: AccountStatus;
  @ApiProperty({ type: String, enum: [...ERROR_CODES, null], nullable: true, example: null }) status_details!: string | null;
  @ApiProperty({ type: String, enum: [...ACCOUNT_WARNINGS, null], nullable: true, example: null }) warning!: AccountWarning | null;
  @ApiProperty({ type: String, enum: [...LOGIN_METHODS, null], nullable: true, example: null }) next_step!: LoginMethod | null;
}

export const ConnectWidgetEnvelopeDto = envelopeOf(ConnectWidgetDto, 'ConnectWidgetEnvelopeDto');
export const ConnectionStatusEnvelopeDto = envelopeOf(ConnectionStatusDto, 'ConnectionStatusEnvelopeDto');
