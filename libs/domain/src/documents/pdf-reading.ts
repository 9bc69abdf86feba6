/** One page of a PDF as read: its text lines in reading order and the fonts its text is set in. */
export interface PdfPage {
  readonly number: number;
  readonly lines: string[];
  readonly fonts: string[];
  /** True when the page shows an image and carries no text. */
  readonly imageOnly: boolean;
}

/** What the file itself says about how it was made. */
export interface PdfFileFacts {
  /** Count of revisions: 1 for a file as issued, more after incremental updates. */
  readonly revisions: number;
  readonly producer: string | null;
  readonly creator: string | null;
}

export const UNREADABLE_REASONS = ['not_a_pdf', 'encrypted', 'no_text_layer', 'not_a_constancia'] as const;
export type UnreadableReason = (typeof UNREADABLE_REASONS)[number];

export type PdfReading =
  | { readonly kind: 'read'; readonly pages: PdfPage[]; readonly file: PdfFileFacts }
  | { readonly kind: 'unreadable'; readonly reason: UnreadableReason };
