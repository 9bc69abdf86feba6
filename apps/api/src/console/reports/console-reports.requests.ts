import { IsOptional } from 'class-validator';
import type { ReportRequestInput } from '@gig/domain';

/** `{start_date?, end_date?, language?}`: the user is the path's; RequestReport checks every field as POST /v1/reports does. */
export class ConsoleReportRequestDto {
  @IsOptional()
  start_date?: unknown;

  @IsOptional()
  end_date?: unknown;

  @IsOptional()
  language?: unknown;
}

export const consoleReportInput = (userId: string, body: ConsoleReportRequestDto | undefined): ReportRequestInput => ({
  userId,
  startDate: body?.start_date,
  endDate: body?.end_date,
  language: body?.language,
});
