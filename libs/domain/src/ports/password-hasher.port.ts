/** Slow, salted password hashing. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Whether `password` matches `stored`; false (never an error) for a stored value it cannot read. */
  verify(password: string, stored: string): Promise<boolean>;
}
