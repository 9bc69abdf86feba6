import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_WARNINGS, ERROR_CATALOGUE } from '@gig/domain';
import type { SandboxScenarioJson } from '../sandbox-scenario.presenter';
import { envelopeOf } from '../../../platform/docs/envelope-of';

const FIELDS = ['identifier', 'password', 'otp_code'];
const STAGES = ['Before Login', 'Before Validation', 'After Validation', 'refresh'];

export class SandboxScenarioDto implements SandboxScenarioJson {
  @ApiProperty({ example: 'uber' }) platform!: string;
  @ApiProperty({ enum: FIELDS, description: 'The request field to send the value in.' }) field!: string;
  @ApiProperty({ example: 'login-refused@sandbox.gig.dev' }) value!: string;
  @ApiProperty({ enum: [...new Set([...Object.keys(ERROR_CATALOGUE), ...ACCOUNT_WARNINGS, 'earnings.updated'])], description: 'A catalogue code; the account warning when http_status is 200; at stage `refresh`, what later refreshes bring (`earnings.updated`: new earnings).' })
  code!: string;
  @ApiProperty({ example: 400 }) http_status!: number;
  @ApiProperty({ enum: STAGES }) stage!: string;
}

export const SandboxScenariosEnvelopeDto = envelopeOf([SandboxScenarioDto], 'SandboxScenariosEnvelopeDto');
