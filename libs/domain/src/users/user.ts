/** A worker as the client company knows them. */
export interface User {
  readonly id: string;
  readonly companyId: string;
  /** The client's own identifier, unique within its company. */
  readonly externalId: string | null;
  /** The widget the user was created through; null: none. */
  readonly widgetId: string | null;
  readonly createdAt: Date;
}

/** How a client names a user: by our id or by theirs. */
export type UserRef = { readonly userId: string } | { readonly externalId: string };
