import { ApiProperty } from '@nestjs/swagger';
import { envelopeOf } from '../../platform/docs/envelope-of';
import { consoleListDto } from '../console-page.responses';
import type { ApiKeyListingJson, CreatedApiKeyJson, RotatedApiKeyJson } from './console-api-key.presenter';

const KINDS = ['private', 'public'];

export class ApiKeyListingDto implements ApiKeyListingJson {
  @ApiProperty({ format: 'uuid' }) key_id!: string;
  @ApiProperty({ enum: KINDS }) kind!: 'private' | 'public';
  @ApiProperty({ example: 'gig_sandbox_private_AbCd', description: 'The start of the key, to recognise it.' }) prefix!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_used_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it stopped (or stops, after a rotation’s grace) working.' }) revoked_at!: string | null;
}

export class CreatedApiKeyDto implements CreatedApiKeyJson {
  @ApiProperty({ format: 'uuid' }) key_id!: string;
  @ApiProperty({ enum: KINDS }) kind!: 'private' | 'public';
  @ApiProperty() prefix!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ description: 'The key itself: shown only here.' }) api_key!: string;
}

export class RotatedApiKeyDto implements RotatedApiKeyJson {
  @ApiProperty({ description: 'The new key itself: shown only here.' }) api_key!: string;
  @ApiProperty({ type: ApiKeyListingDto, description: 'The new key.' }) key!: ApiKeyListingDto;
  @ApiProperty({ type: ApiKeyListingDto, description: 'The replaced key, working until its `revoked_at`.' }) replaced!: ApiKeyListingDto;
}

export const ApiKeyListEnvelopeDto = envelopeOf(consoleListDto(ApiKeyListingDto, 'ApiKeyListDto'), 'ApiKeyListEnvelopeDto');
export const ApiKeyListingEnvelopeDto = envelopeOf(ApiKeyListingDto, 'ApiKeyListingEnvelopeDto');
export const CreatedApiKeyEnvelopeDto = envelopeOf(CreatedApiKeyDto, 'CreatedApiKeyEnvelopeDto');
export const RotatedApiKeyEnvelopeDto = envelopeOf(RotatedApiKeyDto, 'RotatedApiKeyEnvelopeDto');
