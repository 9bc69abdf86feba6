import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import type { AccountFilterQuery } from '@gig/domain';
import { ConsolePageQueryDto } from '../console-page.query';

/** `?platform=&status=&warning=`: passed on as given, ListCompanyAccounts checks them. */
export class ConsoleAccountsQueryDto extends ConsolePageQueryDto {
  @ApiPropertyOptional({ type: String, description: 'A platform code, e.g. `uber`.' })
  @IsOptional()
  platform?: unknown;

  @ApiPropertyOptional({ type: String, description: 'An account status, e.g. `error`.' })
  @IsOptional()
  status?: unknown;

  @ApiPropertyOptional({ type: String, description: 'An account warning, e.g. `banned`.' })
  @IsOptional()
  warning?: unknown;
}

export const filterQueryOf = ({ platform, status, warning }: ConsoleAccountsQueryDto): AccountFilterQuery => ({ platform: text(platform), status: text(status), warning: text(warning) });

/** A repeated or nested parameter is no code: '' is refused with the same words. */
const text = (value: unknown): string | undefined => (value === undefined ? undefined : typeof value === 'string' ? value : '');
