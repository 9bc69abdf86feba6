import { ApiProperty } from '@nestjs/swagger';
import { envelopeOf } from '../../platform/docs/envelope-of';
import { consolePageDto } from '../console-page.responses';
import type { UserRowJson } from './console-user.presenter';

export class UserRowDto implements UserRowJson {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'worker-42' }) external_id!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ minimum: 0 }) accounts_count!: number;
}

export const UserRowPageEnvelopeDto = envelopeOf(consolePageDto(UserRowDto, 'UserRowPageDto'), 'UserRowPageEnvelopeDto');
