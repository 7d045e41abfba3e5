import { DEFAULT_SCRYPT, FAST_SCRYPT, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('writes scrypt$N$r$p$salt$hash with a 16-byte salt', async () => {
    const hash = await hashPassword('пароль', FAST_SCRYPT);
    const [scheme, N, r, p, salt, key] = hash.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '1024', '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('s3cret', FAST_SCRYPT);
    expect(await verifyPassword('s3cret', hash)).toBe(true);
    expect(await verifyPassword('s3cret ', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts: the same password hashes differently', async () => {
    expect(await hashPassword('same', FAST_SCRYPT)).not.toBe(await hashPassword('same', FAST_SCRYPT));
  });

  it('uses the default cost and reads the cost back from the hash', async () => {
    const hash = await hashPassword('slow');
    expect(hash.startsWith(`scrypt$${DEFAULT_SCRYPT.N}$8$1$`)).toBe(true);
    expect(await verifyPassword('slow', hash)).toBe(true);
  });

  it('refuses what is not one of our hashes', async () => {
    for (const bad of ['', 'plain', 'scrypt$1$8$1$x$y', 'pbkdf2$1$2$3$4$5', `scrypt$${2 ** 30}$8$1$AAAA$AAAA`]) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });
});
