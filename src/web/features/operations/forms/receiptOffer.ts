import type { ReceiptKind } from '../../../../shared/contract/receipts';

/** The receipt a form offers once its operation went through: F9 or «Печать чека» prints it. */
export interface ReceiptOffer {
  kind: ReceiptKind;
  id: number;
  /** "Покупка 100,00 USD": what went through, said back to the cashier. */
  summary: string;
}

export type OnDone = (offer: ReceiptOffer) => void;
