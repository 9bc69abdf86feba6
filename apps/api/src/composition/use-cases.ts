import { CONSOLE_API_AREAS } from '../console-api/console-api.areas';
import { apiKeysArea } from '../platform/auth/api-keys.area';
import { adminArea } from './admin/admin.area';
import { APP_AREAS } from './app.areas';
import type { Area } from '../platform/wiring/area';
import type { Ports } from '../platform/wiring/ports';

/** Every area that owns use cases: those the two modules serve, and two with no controller (API-key checks, the admin CLI). */
const AREAS = [...APP_AREAS, ...CONSOLE_API_AREAS, apiKeysArea, adminArea] as const;

type Intersection<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never;

/** Each use case of the service by name, as the areas build them. */
export type UseCases = Intersection<ReturnType<(typeof AREAS)[number]['useCases']>>;

/** Each use case of the service, built once by the area that owns it, given only the ports it needs. */
export function buildUseCases(ports: Ports): UseCases {
  const useCases: Record<string, object> = {};
  for (const area of AREAS as readonly Area[]) {
    for (const [name, useCase] of Object.entries(area.useCases(ports))) {
      if (name in useCases) throw new Error(`Two areas build the use case ${name}`);
      useCases[name] = useCase;
    }
  }
  return useCases as UseCases;
}
