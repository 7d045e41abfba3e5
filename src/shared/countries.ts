/**
 * The countries a client's citizenship may name: ISO 3166-1 alpha-2, the officially assigned
 * codes (249). The server refuses any other two letters (a typo such as «RS» for Russia would
 * otherwise reach a report to the authority), and the client form says so before sending.
 */
export const ISO_COUNTRY_CODES: ReadonlySet<string> = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
    'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
    'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
    'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
    'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
    'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);

/** Whether `code` (any case, spaces around it aside) is a country's ISO 3166-1 alpha-2 code. */
export function isCountryCode(code: string): boolean {
  return ISO_COUNTRY_CODES.has(code.trim().toUpperCase());
}

/** A birth date earlier than this is a typing mistake (1890 for 1980), not a client. */
export const MIN_BIRTH_DATE = '1900-01-01';

export const CITIZENSHIP_ERROR = 'Гражданство: код страны ISO 3166 из двух латинских букв, например RU.';
export const EARLY_BIRTH_DATE_ERROR = 'Дата рождения не может быть раньше 01.01.1900.';
