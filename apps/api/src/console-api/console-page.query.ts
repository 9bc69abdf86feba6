import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional } from 'class-validator';
import type { PageQuery } from '@gig/domain';

/** `?page=&items_per_page=`: strings on the wire; the use case checks them and picks the default size. */
export class ConsolePageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'Default 1.' })
  @IsOptional()
  @Type(() => Number)
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'Default and most: the listing’s.' })
  @IsOptional()
  @Type(() => Number)
  items_per_page?: number;
}

export const consolePageOf = (query: ConsolePageQueryDto): PageQuery => ({ page: query.page, itemsPerPage: query.items_per_page });
