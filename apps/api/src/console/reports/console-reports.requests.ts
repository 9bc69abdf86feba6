import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import type { ReportRequestInput } from '@gig/domain';

/** `{start_date?, end_date?, language?}`: the user is the path's; RequestReport checks every field as POST /v1/reports does. */
export class ConsoleReportRequestDto {
  @ApiPropertyOptional({ type: String, format: 'date', description: 'As POST /v1/reports.' })
  @IsOptional()
  start_date?: unknown;

  @ApiPropertyOptional({ type: String, format: 'date', description: 'As POST /v1/reports.' })
  @IsOptional()
  end_date?: unknown;

  @ApiPropertyOptional({ type: String, enum: ['es', 'en'], description: 'Default `es`.' })
  @IsOptional()
  language?: unknown;
}

export const consoleReportInput = (userId: string, body: ConsoleReportRequestDto | undefined): ReportRequestInput => ({
  userId,
  startDate: body?.start_date,
  endDate: body?.end_date,
  language: body?.language,
});
