import { Body, Controller, Get, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreateWidget, GetWidget, ListWidgets, Principal, UpdateWidget } from '@gig/domain';
import { ApiKeyGuard } from '../../platform/auth/api-key.guard';
import { CurrentPrincipal, RequiresAccess } from '../../platform/auth/requires-access.decorator';
import { ApiKeys } from '../../platform/docs/api-access.decorator';
import { ApiErrorResponses } from '../../platform/docs/api-error-responses.decorator';
import { JSON_BODY, MANAGE } from '../../platform/docs/operation-errors';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { CreateWidgetRequestDto, UpdateWidgetRequestDto } from './dto/widget.requests';
import { WidgetEnvelopeDto, WidgetListEnvelopeDto } from './dto/widget.responses';
import { widgetInput } from './widget-input';
import { presentWidget, WidgetJson, WidgetListJson } from './widget.presenter';

@ApiTags('widgets')
@Controller('v1/widgets')
@UseGuards(ApiKeyGuard)
@RequiresAccess('manage')
@ApiKeys('private')
export class WidgetsController {
  constructor(
    @Inject(CreateWidget) private readonly createWidget: CreateWidget,
    @Inject(ListWidgets) private readonly listWidgets: ListWidgets,
    @Inject(GetWidget) private readonly getWidget: GetWidget,
    @Inject(UpdateWidget) private readonly updateWidget: UpdateWidget,
  ) {}

  @Post()
  @ApiOperation({
    operationId: 'createWidget',
    summary: 'Configure a connect widget',
    description: 'The widget your pages embed (`GigConnect.open({publicKey, widgetId})`): its platforms and countries, the origins ' +
      'of the pages that may embed it, its look and language, and the consent version it shows. `name` and `allowed_origins` are required.',
  })
  @ApiCreatedResponse({ type: WidgetEnvelopeDto })
  @ApiErrorResponses(...MANAGE, ...JSON_BODY)
  async create(@Body() body: CreateWidgetRequestDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<WidgetJson>> {
    return successEnvelope(presentWidget(await this.createWidget.execute(principal, widgetInput(body))));
  }

  @Get()
  @ApiOperation({ operationId: 'listWidgets', summary: 'List widgets', description: 'Every widget of your company, newest first.' })
  @ApiOkResponse({ type: WidgetListEnvelopeDto })
  @ApiErrorResponses(...MANAGE)
  async list(@CurrentPrincipal() principal: Principal): Promise<Envelope<WidgetListJson>> {
    return successEnvelope({ widgets: (await this.listWidgets.execute(principal)).map(presentWidget) });
  }

  @Get(':widget_id')
  @ApiOperation({ operationId: 'getWidget', summary: 'Get a widget', description: 'Another company’s widget is as absent as a missing one.' })
  @ApiOkResponse({ type: WidgetEnvelopeDto })
  @ApiErrorResponses(...MANAGE, 'not_found_error')
  async get(@Param('widget_id') id: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<WidgetJson>> {
    return successEnvelope(presentWidget(await this.getWidget.execute(principal, id)));
  }

  @Put(':widget_id')
  @ApiOperation({ operationId: 'updateWidget', summary: 'Change a widget', description: 'Changes the fields given and keeps the others.' })
  @ApiOkResponse({ type: WidgetEnvelopeDto })
  @ApiErrorResponses(...MANAGE, ...JSON_BODY, 'not_found_error')
  async update(@Param('widget_id') id: string, @Body() body: UpdateWidgetRequestDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<WidgetJson>> {
    return successEnvelope(presentWidget(await this.updateWidget.execute(principal, id, widgetInput(body))));
  }
}
