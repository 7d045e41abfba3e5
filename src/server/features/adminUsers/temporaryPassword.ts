import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: it is read off a screen and typed in by another person.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzACDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 14 characters of 55: ~81 random bits, in groups of the password rule's length or more. */
export function temporaryPassword(): string {
  const chars = Array.from({ length: 14 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 7).join('')}-${chars.slice(7).join('')}`;
}
