export { ISSUER_CREATOR, ISSUER_PRODUCER, renderConstanciaPdf, withIncrementalUpdate } from './pdfkit.constancia-sample';
export type { SampleFileOptions } from './pdfkit.constancia-sample';
