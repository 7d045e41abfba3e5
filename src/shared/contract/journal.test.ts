import { JOURNAL_KIND_LABELS, journalTypeColour, journalTypeLabel } from './journal';

describe('journal labels and colours (docs/PRODUCT.md §4)', () => {
  it('names buys and sells, with Выдача / Прием for crypto deals only', () => {
    expect(journalTypeLabel({ kind: 'TRANSACTION', operation_type: 'BUY', is_crypto: false })).toBe('Покупка');
    expect(journalTypeLabel({ kind: 'TRANSACTION', operation_type: 'SELL', is_crypto: false })).toBe('Продажа');
    expect(journalTypeLabel({ kind: 'CRYPTO_TRANSACTION', operation_type: 'BUY', is_crypto: true })).toBe('Выдача');
    expect(journalTypeLabel({ kind: 'CRYPTO_TRANSACTION', operation_type: 'SELL', is_crypto: true })).toBe('Прием');
    expect(journalTypeLabel({ kind: 'OUT_TRANSACTION', operation_type: 'REPLENISHMENT', is_crypto: true })).toBe('Пополнение');
    expect(journalTypeLabel({ kind: 'INCOME_OUTCOME', operation_type: 'Outcome', is_crypto: false })).toBe('Выдача');
    expect(journalTypeLabel({ kind: 'EXTERNAL_TRANSFER', operation_type: 'TRANSFER_IN', is_crypto: false })).toBe('Принят');
  });

  it('colours buy green, sell red, replenishment pink, handed over orange, the rest not', () => {
    expect(['BUY', 'SELL', 'REPLENISHMENT', 'HANDED_OVER', 'Income', 'TRANSFER_OUT'].map((t) => journalTypeColour(t as never))).toEqual([
      'green', 'red', 'pink', 'orange', null, null,
    ]);
  });

  it('labels every kind', () => {
    expect(JOURNAL_KIND_LABELS).toMatchObject({
      TRANSACTION: 'Обмен', INTERNAL_TRANSFER: 'Перевод', OUT_TRANSACTION: 'Транзакция Кредиторов / Дебиторов', CRYPTO_TRANSACTION: 'Крипто перевод',
    });
  });
});
