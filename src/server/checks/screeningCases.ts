/**
 * The screening table (test data, read by screening.test.ts): one list, the spellings that
 * must still be caught by it, and ordinary clients it must leave alone. A case is a client as
 * typed — names and birth date — and the state screening must give it. Invisible characters
 * are written as escapes so that the table can be read.
 */

export interface ScreeningCase {
  /** What the case tries (or, for ordinary clients, why it is close to the list). */
  why: string;
  last_name: string;
  first_name: string;
  middle_name: string;
  birth_date: string;
  expected: 'blocked' | 'review' | 'clear';
}

/** The list as uploaded: full_name, birth_date ('' for none). */
export const LIST: Array<[string, string]> = [
  ['Сидоров Алексей Викторович', '1975-03-12'],
  ['Петров Пётр Петрович', '1980-05-17'],
  ['Хабенский Константин Юрьевич', '1972-01-11'],
  ['Щербакова Ольга Дмитриевна', '1985-07-30'],
  ['Александров Александр Сергеевич', '1969-02-02'],
  ['Федоров Евгений Юрьевич', '1977-04-04'],
  ['Чайковский Дмитрий Алексеевич', '1983-12-12'],
  ['Смирнов Сергей Николаевич', ''],
  ['Жуков Юрий Ильич', '1965-06-06'],
  ['KHABAROV DMITRY', '1988-08-08'],
  ['Цой Виктор Робертович', '1962-06-21'],
  ['Ёлкина Мария Андреевна', '1995-05-09'],
  ['Соловьёв Илья Валерьевич', '1979-10-10'],
  ['Кузнецова Наталья Игоревна', '1991-11-11'],
  ['Алиев Рашид Гейдар оглы', '1970-01-01'],
  // The list itself may carry an invisible character: its key ignores it.
  ['Кова\u200bленко Ирина', '1987-03-03'],
  ['Морозов Андрей Юрьевич', '1982-02-22'],
];

const c = (why: string, name: string, birth_date: string, expected: ScreeningCase['expected']): ScreeningCase => {
  const [last_name, first_name, middle_name = ''] = name.split(' ');
  return { why, last_name, first_name, middle_name, birth_date, expected };
};

/** Spellings of listed people: each must be blocked or sent to review. */
export const EVASIONS: ScreeningCase[] = [
  // Latin (or digit) look-alikes inside a Cyrillic name, and the other way round.
  c('Latin C in a Cyrillic surname', 'Cидоров Алексей Викторович', '1975-03-12', 'blocked'),
  c('Latin A in a Cyrillic first name', 'Сидоров Aлексей Викторович', '1975-03-12', 'blocked'),
  c('Latin p in a Cyrillic surname', 'Петpов Пётр Петрович', '1980-05-17', 'blocked'),
  c('Latin capitals O and P in capitals', 'ПЕТРOВ ПЁТР ПETPOВИЧ', '1980-05-17', 'blocked'),
  c('Latin e in the patronymic', 'Петров Петр Пeтрович', '1980-05-17', 'blocked'),
  c('Latin O in a first name', 'Щербакова Oльга Дмитриевна', '1985-07-30', 'blocked'),
  c('Latin c in a surname', 'Хабенcкий Константин Юрьевич', '1972-01-11', 'blocked'),
  c('the digit 0 for О', 'Петр0в Пётр Петрович', '1980-05-17', 'blocked'),
  c('Cyrillic у in a Latin name', 'Khabarov Dmitrу', '1988-08-08', 'blocked'),
  c('Latin k in a Cyrillic surname', 'Жуkов Юрий Ильич', '1965-06-06', 'blocked'),
  // Invisible characters inside a name (the API refuses them; a name stored before still screens).
  c('zero-width space', 'Сидо\u200bров Алексей Викторович', '1975-03-12', 'blocked'),
  c('soft hyphen', 'Пет\u00adров Пётр Петрович', '1980-05-17', 'blocked'),
  c('right-to-left override', '\u202eСидоров Алексей Викторович', '1975-03-12', 'blocked'),
  c('zero-width joiner', 'Щербако\u200dва Ольга Дмитриевна', '1985-07-30', 'blocked'),
  c('word joiner', 'Хабен\u2060ский Константин Юрьевич', '1972-01-11', 'blocked'),
  c('byte order mark', 'Цой\ufeff Виктор Робертович', '1962-06-21', 'blocked'),
  c('zero-width non-joiner', 'Ёлкина Ма\u200cрия Андреевна', '1995-05-09', 'blocked'),
  c('the list entry hides a zero-width space', 'Коваленко Ирина', '1987-03-03', 'blocked'),
  // Transliterations other than the list's (ICAO 9303, BGN/PCGN, GOST 7.79, everyday).
  c('Khabensky, Yurievich', 'Khabensky Konstantin Yurievich', '1972-01-11', 'blocked'),
  c('Khabenskiy, Yuryevich', 'Khabenskiy Konstantin Yuryevich', '1972-01-11', 'blocked'),
  c('Khabenskii, Iurevich (ICAO)', 'KHABENSKII KONSTANTIN IUREVICH', '1972-01-11', 'blocked'),
  c('Aleksandr (ICAO)', 'Aleksandrov Aleksandr Sergeevich', '1969-02-02', 'blocked'),
  c('Alexander, Sergeyevich (everyday)', 'Alexandrov Alexander Sergeyevich', '1969-02-02', 'blocked'),
  c('Shcherbakova (BGN)', 'Shcherbakova Olga Dmitrievna', '1985-07-30', 'blocked'),
  c('Ščerbakova with diacritics (GOST 7.79 A)', 'Ščerbakova Olga Dmitrijevna', '1985-07-30', 'blocked'),
  c('Evgenii Iurevich (ICAO)', 'Fedorov Evgenii Iurevich', '1977-04-04', 'blocked'),
  c('Fyodorov Yevgeny (BGN)', 'Fyodorov Yevgeny Yurievich', '1977-04-04', 'blocked'),
  c('Tchaikovsky (French)', 'Tchaikovsky Dmitry Alekseyevich', '1983-12-12', 'blocked'),
  c('Chaikovskii Dmitrii (ICAO)', 'Chaikovskii Dmitrii Alekseevich', '1983-12-12', 'blocked'),
  c('Tsoy', 'Tsoy Viktor Robertovich', '1962-06-21', 'blocked'),
  c('Tsoi Victor', 'Tsoi Victor Robertovich', '1962-06-21', 'blocked'),
  c('Yolkina Mariya', 'Yolkina Mariya Andreyevna', '1995-05-09', 'blocked'),
  c('Solovyov Ilya Valeryevich', 'Solovyov Ilya Valeryevich', '1979-10-10', 'blocked'),
  c("Solov'ev Il'ya with apostrophes", "Solov'ev Il'ya Valer'evich", '1979-10-10', 'blocked'),
  c('Kuznetsova Natalya', 'Kuznetsova Natalya Igorevna', '1991-11-11', 'blocked'),
  c('Zhukov Yuri Ilyich', 'Zhukov Yuri Ilyich', '1965-06-06', 'blocked'),
  c('Cyrillic of a Latin entry', 'Хабаров Дмитрий', '1988-08-08', 'blocked'),
  c('Ščerbakova without the patronymic', 'Ščerbakova Olga', '1985-07-30', 'blocked'),
  // A patronymic missing or added.
  c('no patronymic', 'Сидоров Алексей', '1975-03-12', 'blocked'),
  c('no patronymic, Latin look-alike', 'Щербакова Oльга', '1985-07-30', 'blocked'),
  c('a patronymic the list has not', 'Khabarov Dmitry Ivanovich', '1988-08-08', 'blocked'),
  c('no Turkic patronymic (… оглы)', 'Алиев Рашид', '1970-01-01', 'blocked'),
  c('no patronymic, transliterated', 'Tsoy Viktor', '1962-06-21', 'blocked'),
  // The order «Имя Фамилия» (first name typed as the surname).
  c('swapped order', 'Алексей Сидоров Викторович', '1975-03-12', 'blocked'),
  c('swapped order, Latin', 'Konstantin Khabensky', '1972-01-11', 'blocked'),
  c('swapped order with a look-alike', 'Пётр Пeтров Петрович', '1980-05-17', 'blocked'),
  // The list entry has no birth date: the name alone is a question.
  c('entry without a birth date', 'Смирнов Сергей Николаевич', '1971-01-01', 'review'),
  c('entry without a birth date, no patronymic, Latin', 'Smirnov Sergey', '1984-04-04', 'review'),
  c('entry without a birth date, swapped, -off', 'Sergei Smirnoff', '1984-04-04', 'review'),
  // The same name, another birth date.
  c('another birth date', 'Сидоров Алексей Викторович', '1976-03-12', 'review'),
  // One letter apart, the same birth date.
  c('one letter replaced', 'Марозов Андрей Юрьевич', '1982-02-22', 'review'),
  c('one letter replaced in the first name', 'Сидоров Алексий Викторович', '1975-03-12', 'review'),
  c('one letter added', 'Федорова Евгений Юрьевич', '1977-04-04', 'review'),
  c('one letter replaced in the surname', 'Петрав Пётр Петрович', '1980-05-17', 'review'),
  c('one letter left out', 'Хабенский Костантин Юрьевич', '1972-01-11', 'review'),
  c('one letter replaced, no patronymic', 'Щербакава Ольга', '1985-07-30', 'review'),
];

/** Ordinary clients, many of them close to someone listed: each must stay clear. */
export const ORDINARY: ScreeningCase[] = [
  c('another first name, the same surname and birth date', 'Петров Павел Петрович', '1980-05-17', 'clear'),
  c('another patronymic, both given', 'Петров Пётр Павлович', '1980-05-17', 'clear'),
  c('another patronymic, both given', 'Жуков Юрий Иванович', '1965-06-06', 'clear'),
  c('the feminine surname, another first name', 'Петрова Анна Петровна', '1980-05-17', 'clear'),
  c('a similar surname', 'Петренко Пётр Петрович', '1980-05-17', 'clear'),
  c('a similar surname', 'Попов Пётр Петрович', '1980-05-17', 'clear'),
  c('another first name', 'Сидоров Андрей Викторович', '1975-03-12', 'clear'),
  c('a similar surname', 'Сидоренко Алексей Викторович', '1975-03-12', 'clear'),
  c('the feminine surname', 'Сидорова Алла Викторовна', '1975-03-12', 'clear'),
  c('the feminine surname', 'Хабенская Ольга Юрьевна', '1972-01-11', 'clear'),
  c('the masculine surname', 'Щербаков Олег Дмитриевич', '1985-07-30', 'clear'),
  c('the feminine names', 'Александрова Александра Сергеевна', '1969-02-02', 'clear'),
  c('the feminine names', 'Федорова Евгения Юрьевна', '1977-04-04', 'clear'),
  c('a similar surname', 'Фролов Евгений Юрьевич', '1977-04-04', 'clear'),
  c('the feminine surname', 'Чайковская Дарья Алексеевна', '1983-12-12', 'clear'),
  c('a similar surname', 'Чайкин Дмитрий Алексеевич', '1983-12-12', 'clear'),
  c('the feminine names, entry without a birth date', 'Смирнова Светлана Николаевна', '1984-04-04', 'clear'),
  c('another first name, entry without a birth date', 'Смирнов Семён Николаевич', '1971-01-01', 'clear'),
  c('the feminine names', 'Жукова Юлия Ильинична', '1965-06-06', 'clear'),
  c('another first name', 'Хабаров Денис', '1988-08-08', 'clear'),
  c('another first name', 'Цой Вероника Робертовна', '1962-06-21', 'clear'),
  c('the masculine surname', 'Ёлкин Максим Андреевич', '1995-05-09', 'clear'),
  c('the feminine names', 'Соловьёва Ирина Валерьевна', '1979-10-10', 'clear'),
  c('another first name', 'Соловьев Игорь Валерьевич', '1979-10-10', 'clear'),
  c('the masculine names', 'Кузнецов Николай Игоревич', '1991-11-11', 'clear'),
  c('the feminine names', 'Алиева Лейла', '1970-01-01', 'clear'),
  c('another first name', 'Коваленко Игорь', '1987-03-03', 'clear'),
  c('the feminine surname', 'Морозова Анна Юрьевна', '1982-02-22', 'clear'),
  c('another first name', 'Морозов Алексей Юрьевич', '1982-02-22', 'clear'),
  c('a common name', 'Иванов Иван Иванович', '1980-01-01', 'clear'),
  c('a common name', 'Иванова Мария Петровна', '1980-05-17', 'clear'),
  c('a common name', 'Васильев Василий Васильевич', '1975-03-12', 'clear'),
  c('a common name', 'Николаев Николай Николаевич', '1972-01-11', 'clear'),
  c('a common name, Latin', 'Ivanov Ivan', '1980-01-01', 'clear'),
  c('a common name, Latin, swapped', 'Olga Petrova', '1985-07-30', 'clear'),
  c('a foreign name', 'Smith John', '1980-05-17', 'clear'),
  c('a foreign name with an umlaut', 'Müller Hans', '1975-12-01', 'clear'),
  c('a foreign name with an accent', 'García Federico', '1969-02-02', 'clear'),
  c('a Chinese name', 'Li Wei', '1988-04-22', 'clear'),
  c('a Korean name', 'Kim Minjun', '1962-06-21', 'clear'),
  c('a German name', 'Schmidt Anna', '1983-12-12', 'clear'),
  c('a Tatar name', 'Гарипов Ильдар Маратович', '1982-09-17', 'clear'),
  c('a Bashkir name', 'Нуриев Тимур Альбертович', '2001-02-11', 'clear'),
  c('an Uzbek name', 'Абдуллаев Рустам', '1990-08-08', 'clear'),
  c('a demo client', 'Крупнов Артём Игоревич', '1978-03-14', 'clear'),
  c('a demo client', 'Дробышева Алсу Ринатовна', '1986-11-02', 'clear'),
];
