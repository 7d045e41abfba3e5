/**
 * A rate as the public sees it: the stored decimal string ("92.500000") without the zeros
 * past the second decimal ("92.50"; "0.123400" → "0.1234"). Text only: never a float.
 */
export function trimRate(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${kept}`;
}
