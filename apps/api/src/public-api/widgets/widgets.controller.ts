import { Body, Get, Param, Post, Put } from '@nestjs/common';
import { CreateWidget, GetWidget, ListWidgets, Principal, UpdateWidget } from '@gig/domain';
import { CurrentPrincipal, RequiresAccess } from '../../platform/auth/requires-access.decorator';
import { ApiKeys } from '../../platform/docs/api-access.decorator';
import { JSON_BODY, MANAGE } from '../../platform/docs/operation-errors';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { CreateWidgetRequestDto, UpdateWidgetRequestDto } from './dto/widget.requests';
import { WidgetEnvelopeDto, WidgetListEnvelopeDto } from './dto/widget.responses';
import { widgetInput } from './widget-input';
import { presentWidget, WidgetJson, WidgetListJson } from './widget.presenter';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';

@PublicApi('v1/widgets', 'widgets')
@RequiresAccess('manage')
@ApiKeys('private')
export class WidgetsController {
  constructor(
    private readonly createWidget: CreateWidget,
    private readonly listWidgets: ListWidgets,
    private readonly getWidget: GetWidget,
    private readonly updateWidget: UpdateWidget,
  ) {}

  @Operation(Post(), {
    id: 'createWidget',
    summary: 'Configure a connect widget',
    description: 'The widget your pages embed (`GigConnect.open({publicKey, widgetId})`): its platforms and countries, the origins ' +
      'of the pages that may embed it, its look and language, and the consent version it shows. `name` and `allowed_origins` are required.',
    created: { type: WidgetEnvelopeDto }, errors: [...MANAGE, ...JSON_BODY],
  })
  async create(@Body() body: CreateWidgetRequestDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<WidgetJson>> {
    return successEnvelope(presentWidget(await this.createWidget.execute(principal, widgetInput(body))));
  }

  @Operation(Get(), {
    id: 'listWidgets', summary: 'List widgets', description: 'Every widget of your company, newest first.',
    ok: { type: WidgetListEnvelopeDto }, errors: MANAGE,
  })
  async list(@CurrentPrincipal() principal: Principal): Promise<Envelope<WidgetListJson>> {
    return successEnvelope({ widgets: (await this.listWidgets.execute(principal)).map(presentWidget) });
  }

  @Operation(Get(':widget_id'), {
    id: 'getWidget', summary: 'Get a widget', description: 'Another company’s widget is as absent as a missing one.',
    ok: { type: WidgetEnvelopeDto }, errors: [...MANAGE, 'not_found_error'],
  })
  async get(@Param('widget_id') id: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<WidgetJson>> {
    return successEnvelope(presentWidget(await this.getWidget.execute(principal, id)));
  }

  @Operation(Put(':widget_id'), {
    id: 'updateWidget', summary: 'Change a widget', description: 'Changes the fields given and keeps the others.',
    ok: { type: WidgetEnvelopeDto }, errors: [...MANAGE, ...JSON_BODY, 'not_found_error'],
  })
  async update(@Param('widget_id') id: string, @Body() body: UpdateWidgetRequestDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<WidgetJson>> {
    return successEnvelope(presentWidget(await this.updateWidget.execute(principal, id, widgetInput(body))));
  }
}
