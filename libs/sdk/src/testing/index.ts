export { generatedTypesState } from './generated-types.check';
