export { platformAdapterGenerator } from './generators/platform-adapter/platform-adapter.generator';
export type { PlatformAdapterOptions } from './generators/platform-adapter/platform-adapter.generator';
export { platformFamiliesGenerator } from './generators/platform-families/platform-families.generator';
