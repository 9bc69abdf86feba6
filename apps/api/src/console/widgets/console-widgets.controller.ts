import { Body, Controller, Get, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ConsoleSession, CreateWidget, GetWidget, ListWidgets, UpdateWidget } from '@gig/domain';
import { Envelope, successEnvelope } from '../../http/envelope';
import { CreateWidgetRequestDto, UpdateWidgetRequestDto } from '../../widgets/dto/widget.requests';
import { widgetInput } from '../../widgets/widget-input';
import { presentWidget, WidgetJson, WidgetListJson } from '../../widgets/widget.presenter';
import { ConsoleSessionGuard } from '../auth/console-session.guard';
import { consolePrincipal, CurrentConsoleSession } from '../auth/console-session.decorator';

@ApiExcludeController()
@Controller('console/api/widgets')
@UseGuards(ConsoleSessionGuard)
export class ConsoleWidgetsController {
  constructor(
    @Inject(CreateWidget) private readonly createWidget: CreateWidget,
    @Inject(ListWidgets) private readonly listWidgets: ListWidgets,
    @Inject(GetWidget) private readonly getWidget: GetWidget,
    @Inject(UpdateWidget) private readonly updateWidget: UpdateWidget,
  ) {}

  @Get()
  async list(@CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<WidgetListJson>> {
    return successEnvelope({ widgets: (await this.listWidgets.execute(consolePrincipal(session))).map(presentWidget) });
  }

  @Post()
  async create(@Body() body: CreateWidgetRequestDto, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<WidgetJson>> {
    return successEnvelope(presentWidget(await this.createWidget.execute(consolePrincipal(session), widgetInput(body))));
  }

  @Get(':widget_id')
  async get(@Param('widget_id') id: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<WidgetJson>> {
    return successEnvelope(presentWidget(await this.getWidget.execute(consolePrincipal(session), id)));
  }

  @Put(':widget_id')
  async update(
    @Param('widget_id') id: string,
    @Body() body: UpdateWidgetRequestDto,
    @CurrentConsoleSession() session: ConsoleSession,
  ): Promise<Envelope<WidgetJson>> {
    return successEnvelope(presentWidget(await this.updateWidget.execute(consolePrincipal(session), id, widgetInput(body))));
  }
}
