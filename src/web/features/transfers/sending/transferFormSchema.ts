import { object } from 'yup';
import type { CreateTransferBody, Transfer, TransferKind, UpdateTransferBody } from '../../../../shared/contract/ledger';
import type { TObject } from '../../../../shared/contract/request/fields';
import { CreateCryptoTransferBody, CreateExternalTransferBody, CreateInternalTransferBody } from '../../../../shared/contract/request/transfers';
import { kit } from '../../../ui/form/validation';
import { textOf } from '../../../ui/form/requestLimits';
import { transferCurrency } from '../transferLabels';

/** The form's values, named as the wire's fields so the server's 400 lands under each. */
export interface TransferFormValues {
  to_cash_register: number | null;
  currency: number | null;
  crypto_currency: number | null;
  amount: string;
  fee: string;
  sender_name: string;
  receiver_name: string;
  receiver_phone: string;
  comment: string;
  /** External and crypto: the identified sender (null: none named). */
  client: number | null;
}

export const TRANSFER_FAILURE = 'Заполните форму создания перевода до конца!';

export const currencyFieldOf = (kind: TransferKind) => (kind === 'CRYPTO' ? 'crypto_currency' : 'currency');
export const decimalsOf = (kind: TransferKind) => (kind === 'CRYPTO' ? 8 : 2);
export const minAmountOf = (kind: TransferKind) => (kind === 'CRYPTO' ? '0.00000001' : '0.01');

/** External and crypto transfers are for a client: a fee and the client's names. */
export const isClientKind = (kind: TransferKind) => kind !== 'INTERNAL';

/** The create request of each kind: the form's texts take their limits from it (an edit's are the same). */
export const TRANSFER_REQUESTS = {
  INTERNAL: CreateInternalTransferBody,
  EXTERNAL: CreateExternalTransferBody,
  CRYPTO: CreateCryptoTransferBody,
} as const;

export function transferSchema(kind: TransferKind) {
  const decimals = decimalsOf(kind);
  // One kind's declaration (a field it does not declare throws: textOf).
  const request: TObject = TRANSFER_REQUESTS[kind];
  return object({
    to_cash_register: kit.choice(),
    [currencyFieldOf(kind)]: kit.choice(),
    amount: kit.money({ decimals, min: minAmountOf(kind) }),
    ...(isClientKind(kind)
      ? {
          fee: kit.money({ decimals, min: '0' }),
          sender_name: textOf(request, 'sender_name'),
          receiver_name: textOf(request, 'receiver_name'),
          receiver_phone: textOf(request, 'receiver_phone'),
        }
      : {}),
    comment: textOf(request, 'comment'),
  });
}

export function emptyValues(): TransferFormValues {
  return { to_cash_register: null, currency: null, crypto_currency: null, amount: '', fee: '0', sender_name: '', receiver_name: '', receiver_phone: '', comment: '', client: null };
}

/** An edit starts from the transfer as it is. */
export function valuesOf(t: Transfer): TransferFormValues {
  const currencyId = transferCurrency(t).id;
  return {
    to_cash_register: t.to_cash_register.id,
    currency: t.transfer_kind === 'CRYPTO' ? null : currencyId,
    crypto_currency: t.transfer_kind === 'CRYPTO' ? currencyId : null,
    amount: t.amount,
    fee: t.fee,
    sender_name: t.sender_name ?? '',
    receiver_name: t.receiver_name ?? '',
    receiver_phone: t.receiver_phone ?? '',
    comment: t.comment ?? '',
    client: t.client?.id ?? null,
  };
}

/** What is sent: only this kind's fields; empty optional text is left out (docs/PRODUCT.md §7). */
export function bodyOf(kind: TransferKind, v: TransferFormValues): UpdateTransferBody {
  const currencyField = currencyFieldOf(kind);
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    to_cash_register: v.to_cash_register ?? undefined,
    [currencyField]: v[currencyField] ?? undefined,
    amount: v.amount,
    ...(isClientKind(kind)
      ? {
          fee: v.fee || '0',
          sender_name: optional(v.sender_name),
          receiver_name: optional(v.receiver_name),
          receiver_phone: optional(v.receiver_phone),
          ...(v.client !== null ? { client: v.client } : {}),
        }
      : {}),
    comment: optional(v.comment),
  };
}

export function createBodyOf(kind: TransferKind, from: number, v: TransferFormValues): CreateTransferBody {
  return { from_cash_register: from, ...bodyOf(kind, v) } as CreateTransferBody;
}
