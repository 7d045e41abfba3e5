/** The demo's cities and their registers: the seed makes them, and the extra seeders (rates published) act on them. */
export const DEMO_CITIES: Record<string, string[]> = {
  Москва: ['Касса Арбат', 'Касса Тверская', 'Касса Китай-город'],
  'Санкт-Петербург': ['Касса Невский', 'Касса Васильевский', 'Касса Петроградская'],
  Казань: ['Касса Баумана', 'Касса Кремлёвская'],
};

/**
 * The offline limit of a demo city (docs/OFFLINE.md), in the base currency: offline trading
 * is on in the demo, so the register screen can be tried through an outage.
 */
export const DEMO_OFFLINE_LIMIT = '100000.00';
