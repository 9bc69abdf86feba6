import type { Type } from '@nestjs/common';
import type { ApiTag } from '../docs/api-tags';
import type { Ports } from './ports';

/**
 * A slice of the service: its controllers and the use cases it owns. Each use case is built by exactly one area;
 * a controller of another area injects it by its class (AppModule provides every use case once).
 */
export interface Area {
  readonly controllers: readonly Type[];
  readonly useCases: (ports: Ports) => Record<string, object>;
  /** The document's tags this area's controllers use, when `API_TAGS` does not list them. */
  readonly tags?: readonly ApiTag[];
}
