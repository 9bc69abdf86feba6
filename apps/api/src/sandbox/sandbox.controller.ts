import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { successEnvelope } from '../http/envelope';
import { SANDBOX_SCENARIOS } from '@gig/sandbox';
import { ApiKeyGuard } from '../auth/api-key.guard';

@ApiTags('sandbox')
@ApiSecurity('api-key')
@Controller('v1/sandbox/scenarios')
@UseGuards(ApiKeyGuard)
export class SandboxController {
  @Get()
  @ApiOperation({ summary: 'Every reserved sandbox value: the field to send it in, the code it provokes, its status and stage' })
  list() {
    return successEnvelope(SANDBOX_SCENARIOS);
  }
}
