import type { Doc } from './report-layout';

export type StructElement = PDFKit.PDFStructureElement;

interface TagOptions {
  readonly alt?: string;
  /** PDF attributes of the element, e.g. `{ O: 'Table', Scope: 'Column' }`. */
  readonly attributes?: Record<string, unknown>;
}

const structures = new WeakMap<Doc, ReportStructure>();

/**
 * The tagged PDF's logical structure (PDF/UA-1 style): a Document of sections in reading order (the drawing order),
 * headings, paragraphs, tables with header cells, figures with alternative text; rules, shading, bands and footers
 * are artifacts, outside the structure.
 */
export class ReportStructure {
  private readonly root: StructElement;
  private section: StructElement;

  constructor(private readonly doc: Doc) {
    this.root = doc.struct('Document');
    doc.addStructure(this.root);
    this.section = this.root;
    structures.set(doc, this);
  }

  /** Closes the current section and opens the next: what is tagged from now on goes into it. */
  startSection(): void {
    if (this.section !== this.root) this.section.end();
    this.section = this.doc.struct('Sect');
    this.root.add(this.section);
  }

  /** An element of the current section (or of `parent`), whose content is what `draw` puts on the page. */
  tag(type: string, draw: () => void, options: TagOptions = {}, parent: StructElement = this.section): void {
    parent.add(this.element(type, options, [draw]));
  }

  /** An element made of several drawings (e.g. a figure's label, value and note), read in this order. */
  tagAll(type: string, draws: readonly (() => void)[], parent: StructElement = this.section): void {
    parent.add(this.element(type, {}, [...draws]));
  }

  /** An element whose children `build` adds (a table's rows, a list's items). */
  group(type: string, build: (element: StructElement) => void, parent: StructElement = this.section, options: TagOptions = {}): void {
    const element = this.element(type, options);
    parent.add(element);
    build(element);
    element.end();
  }

  /** Drawing that carries no content of its own (rules, shading, repeated headers, footers). */
  artifact(draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
    this.doc.markContent('Artifact', { type });
    draw();
    this.doc.endMarkedContent();
  }

  end(): void {
    this.root.end();
  }

  private element(type: string, options: TagOptions, children?: (() => void)[]): StructElement {
    const element = this.doc.struct(type, options.alt === undefined ? {} : { alt: options.alt });
    if (options.attributes) (element as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data.A = options.attributes;
    children?.forEach((child) => element.add(child));
    if (children) element.end();
    return element;
  }
}

export function structureOf(doc: Doc): ReportStructure {
  const structure = structures.get(doc);
  if (!structure) throw new Error('The report has no structure tree: make a ReportStructure first.');
  return structure;
}
