import { CreateWidget, GetConnectWidget, GetWidget, IsWidgetOrigin, ListWidgets, UpdateWidget } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { WidgetsController } from './widgets.controller';

export const widgetsArea = {
  controllers: [WidgetsController],
  useCases: ({ repositories: { widgets }, readRepositories: read, platforms, clock }: Ports) => {
    const deps = { widgets, platforms, clock };
    return {
      createWidget: new CreateWidget(deps),
      getWidget: new GetWidget(widgets),
      updateWidget: new UpdateWidget(deps),
      getConnectWidget: new GetConnectWidget(deps),
      isWidgetOrigin: new IsWidgetOrigin(widgets),
      listWidgets: new ListWidgets(read.widgets),
    };
  },
} satisfies Area;
