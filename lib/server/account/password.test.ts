import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const stored = await hashPassword('Buyer12345');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Buyer12345', stored)).toBe(true);
    expect(await verifyPassword('buyer12345', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same-password-1')).not.toBe(await hashPassword('same-password-1'));
  });

  it('refuses a stored value of an unknown scheme', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});
