import argon2 from 'argon2';

/** An argon2id hash of a password (DESIGN rulings), with the library's recommended cost. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** True when `password` matches `hash`; false for a wrong password or a hash that cannot be read. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
