import type { Type } from '@nestjs/common';
import type { Ports } from './ports';

/**
 * A slice of the service: its controllers and the use cases it owns. Each use case is built by exactly one area;
 * a controller of another area injects it by its class (AppModule provides every use case once).
 */
export interface Area {
  readonly controllers: readonly Type[];
  readonly useCases: (ports: Ports) => Record<string, object>;
}
