import type { User } from '@gig/domain';

/** A user as the API returns it. */
export interface UserJson {
  readonly user_id: string;
  readonly external_id: string | null;
  /** The widget the user was created through, or null. */
  readonly widget_id: string | null;
  readonly created_at: string;
}

export interface DeletedUserJson {
  readonly user_id: string;
  readonly deleted: true;
}

export function presentUser(user: User): UserJson {
  return { user_id: user.id, external_id: user.externalId, widget_id: user.widgetId ?? null, created_at: user.createdAt.toISOString() };
}

export function presentDeletedUser(userId: string): DeletedUserJson {
  return { user_id: userId, deleted: true };
}
