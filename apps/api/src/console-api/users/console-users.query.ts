import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { userQueryRefused } from '@gig/domain';
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
