/** "27.11.2026" from a wire date (the rate board's «ЦБ: нет данных за …»). */
export const formatWireDay = (date: string) => date.split('-').reverse().join('.');
