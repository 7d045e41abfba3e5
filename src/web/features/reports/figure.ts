import { groupThousands } from '../../../shared/money';

/** A figure as the API sent it, only grouped by thousands; a missing rate is a dash. */
export const figure = (value: string | null | undefined): string => (value === null || value === undefined ? '—' : groupThousands(value));
