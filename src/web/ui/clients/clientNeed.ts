import { identificationNeededMessage, needsClient, TRANSFER_CLIENT_REQUIRED, type CityCompliance } from '../../../shared/contract';

/**
 * What the form says live, before sending, when the typed deal needs a client: the server's
 * own sentence, from the city's identification threshold and the deal's base-currency
 * equivalent. Null when the city sets no threshold, or the sum is not typed yet or below it.
 */
export function dealNeedsClient(compliance: CityCompliance | undefined, baseTotal: string | null, baseCode: string): string | null {
  const threshold = compliance?.identification_threshold ?? null;
  if (threshold === null || !baseTotal || !/^\d+(\.\d+)?$/.test(baseTotal)) return null;
  return needsClient(baseTotal, threshold) ? identificationNeededMessage(threshold, baseCode) : null;
}

/** A transfer's sender (the sending city) or receiver (the paying city), where the city identifies every transfer. */
export function transferNeedsClient(compliance: CityCompliance | undefined): string | null {
  return compliance?.identify_transfers ? TRANSFER_CLIENT_REQUIRED : null;
}
