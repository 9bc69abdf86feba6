export { ISSUER_CREATOR, ISSUER_PRODUCER, renderConstanciaPdf, withIncrementalUpdate } from '../specimen/pdfkit.constancia-sample';
export type { SampleFileOptions } from '../specimen/pdfkit.constancia-sample';
