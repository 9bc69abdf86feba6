import { IsOptional } from 'class-validator';
import type { AccountFilterQuery } from '@gig/domain';
import { ConsolePageQueryDto } from '../console-page.query';

/** `?platform=&status=&warning=`: passed on as given, ListCompanyAccounts checks them. */
export class ConsoleAccountsQueryDto extends ConsolePageQueryDto {
  @IsOptional()
  platform?: unknown;

  @IsOptional()
  status?: unknown;

  @IsOptional()
  warning?: unknown;
}

export const filterQueryOf = ({ platform, status, warning }: ConsoleAccountsQueryDto): AccountFilterQuery => ({ platform, status, warning });
