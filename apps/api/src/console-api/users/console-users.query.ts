import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { AggregateEarningsQuery, userQueryRefused } from '@gig/domain';
import { toAggregateQuery } from '../../public-api/earnings/aggregated-earnings.query';
import type { AggregatedEarningsRequestDto } from '../../public-api/earnings/dto/aggregated-earnings.request';
import { ConsolePageQueryDto } from '../console-page.query';

/** `?query=`: a user id, the start of an external_id, or nothing for every user; SearchUsers checks it. */
export class ConsoleUsersQueryDto extends ConsolePageQueryDto {
  @ApiPropertyOptional({ type: String, description: 'A user id, or the start of an `external_id`.' })
  @IsOptional()
  query?: unknown;
}

/** The search text of `?query=`: '' when absent; SearchUsers checks its length. */
export function userSearchText(query: unknown): string {
  if (query === undefined || query === null) return '';
  if (typeof query !== 'string') throw userQueryRefused();
  return query;
}

/** `?start_date=&end_date=`, checked as the public aggregated-earnings body is. */
export class ConsoleUserEarningsQueryDto {
  @ApiPropertyOptional({ type: String, format: 'date', example: '2025-01-01' })
  @IsOptional()
  start_date?: unknown;

  @ApiPropertyOptional({ type: String, format: 'date', example: '2025-01-31' })
  @IsOptional()
  end_date?: unknown;
}

/** The query POST /v1/users/earnings/aggregated would make of `{user_id, start_date, end_date, options: {details: true}}`: the chart stacks by platform. */
export function userEarningsQuery(companyId: string, userId: string, query: ConsoleUserEarningsQueryDto): AggregateEarningsQuery {
  const body = { user_id: userId, start_date: query.start_date, end_date: query.end_date, options: { details: true } } as AggregatedEarningsRequestDto;
  return toAggregateQuery(companyId, body);
}
