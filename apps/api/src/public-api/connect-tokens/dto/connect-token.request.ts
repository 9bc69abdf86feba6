import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/** Who the token acts for (exactly one of user_id and external_id) and through which widget; checked by the use case. */
export class IssueConnectTokenRequestDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The user, or give `external_id`.' })
  @IsOptional()
  @IsString({ message: 'user_id must be a string' })
  user_id?: string;

  @ApiPropertyOptional({ minLength: 1, maxLength: 255, example: 'worker-7', description: 'Your id of the user, or give `user_id`.' })
  @IsOptional()
  @IsString({ message: 'external_id must be a string' })
  external_id?: string;

  @ApiProperty({ format: 'uuid', description: 'One of your widgets: the token opens only this one.' })
  @IsOptional()
  @IsString({ message: 'widget_id must be a string' })
  widget_id?: string;
}
