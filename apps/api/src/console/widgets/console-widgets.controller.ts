import { Body, Controller, Get, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ConsoleSession, CreateWidget, GetWidget, ListWidgets, UpdateWidget } from '@gig/domain';
import { ApiErrorResponses } from '../../docs/api-error-responses.decorator';
import { CONSOLE_SESSION } from '../../docs/api-access.decorator';
import { WidgetEnvelopeDto, WidgetListEnvelopeDto } from '../../widgets/dto/widget.responses';
import { FOUND, GUARDED, SIGNED_IN } from '../console-operation-errors';
import { Envelope, successEnvelope } from '../../http/envelope';
import { CreateWidgetRequestDto, UpdateWidgetRequestDto } from '../../widgets/dto/widget.requests';
import { widgetInput } from '../../widgets/widget-input';
import { presentWidget, WidgetJson, WidgetListJson } from '../../widgets/widget.presenter';
import { ConsoleSessionGuard } from '../auth/console-session.guard';
import { consolePrincipal, CurrentConsoleSession } from '../auth/console-session.decorator';

@ApiTags('widgets')
@Controller('console/api/widgets')
@UseGuards(ConsoleSessionGuard)
@ApiSecurity(CONSOLE_SESSION)
export class ConsoleWidgetsController {
  constructor(
    @Inject(CreateWidget) private readonly createWidget: CreateWidget,
    @Inject(ListWidgets) private readonly listWidgets: ListWidgets,
    @Inject(GetWidget) private readonly getWidget: GetWidget,
    @Inject(UpdateWidget) private readonly updateWidget: UpdateWidget,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listWidgets', summary: 'The company’s widgets', description: 'As GET /v1/widgets.' })
  @ApiOkResponse({ type: WidgetListEnvelopeDto })
  @ApiErrorResponses(...SIGNED_IN)
  async list(@CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<WidgetListJson>> {
    return successEnvelope({ widgets: (await this.listWidgets.execute(consolePrincipal(session))).map(presentWidget) });
  }

  @Post()
  @ApiOperation({ operationId: 'createWidget', summary: 'Create a widget', description: 'As POST /v1/widgets.' })
  @ApiCreatedResponse({ type: WidgetEnvelopeDto })
  @ApiErrorResponses(...GUARDED)
  async create(@Body() body: CreateWidgetRequestDto, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<WidgetJson>> {
    return successEnvelope(presentWidget(await this.createWidget.execute(consolePrincipal(session), widgetInput(body))));
  }

  @Get(':widget_id')
  @ApiOperation({ operationId: 'getWidget', summary: 'A widget', description: 'As GET /v1/widgets/{widget_id}.' })
  @ApiOkResponse({ type: WidgetEnvelopeDto })
  @ApiErrorResponses(...SIGNED_IN, ...FOUND)
  async get(@Param('widget_id') id: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<WidgetJson>> {
    return successEnvelope(presentWidget(await this.getWidget.execute(consolePrincipal(session), id)));
  }

  @Put(':widget_id')
  @ApiOperation({ operationId: 'updateWidget', summary: 'Change a widget', description: 'As PUT /v1/widgets/{widget_id}.' })
  @ApiOkResponse({ type: WidgetEnvelopeDto })
  @ApiErrorResponses(...GUARDED, ...FOUND)
  async update(
    @Param('widget_id') id: string,
    @Body() body: UpdateWidgetRequestDto,
    @CurrentConsoleSession() session: ConsoleSession,
  ): Promise<Envelope<WidgetJson>> {
    return successEnvelope(presentWidget(await this.updateWidget.execute(consolePrincipal(session), id, widgetInput(body))));
  }
}
