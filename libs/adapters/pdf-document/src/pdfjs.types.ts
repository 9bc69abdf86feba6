/** The part of pdfjs-dist's API this adapter uses (its types ship as `.d.mts`, which a CommonJS build cannot import). */
export interface PdfjsModule {
  getDocument(source: PdfjsSource): { promise: Promise<PdfjsDocument>; destroy(): Promise<void> };
  readonly OPS: Readonly<Record<string, number>>;
}

export interface PdfjsSource {
  readonly data: Uint8Array;
  readonly isEvalSupported: boolean;
  readonly useSystemFonts: boolean;
  readonly disableFontFace: boolean;
  readonly fontExtraProperties: boolean;
  readonly stopAtErrors: boolean;
  readonly verbosity: number;
}

export interface PdfjsDocument {
  readonly numPages: number;
  getPage(number: number): Promise<PdfjsPage>;
  destroy(): Promise<void>;
}

export interface PdfjsTextItem {
  readonly str?: string;
  readonly width?: number;
  readonly height?: number;
  readonly transform?: number[];
  readonly fontName?: string;
}

export interface PdfjsPage {
  getTextContent(): Promise<{ items: PdfjsTextItem[] }>;
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
  readonly commonObjs: { has(name: string): boolean; get(name: string): { name?: string } | undefined };
  cleanup(): boolean;
}
