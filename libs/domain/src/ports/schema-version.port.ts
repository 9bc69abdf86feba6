/** Whether the storage's schema is the one this build expects (every migration it knows has been applied). */
export interface SchemaVersion {
  isAtHead(): Promise<boolean>;
}
