/** The demo's cities and their registers: the seed makes them, and the extra seeders (rates published) act on them. */
export const DEMO_CITIES: Record<string, string[]> = {
  Москва: ['Касса Арбат', 'Касса Тверская', 'Касса Китай-город'],
  'Санкт-Петербург': ['Касса Невский', 'Касса Васильевский', 'Касса Петроградская'],
  Казань: ['Касса Баумана', 'Касса Кремлёвская'],
};
