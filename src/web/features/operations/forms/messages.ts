/** docs/PRODUCT.md §8: a refused transaction or crypto out transaction. */
export const TRANSACTION_FAILED = 'Не удалось создать транзакцию. Заполните форму полностью.';
