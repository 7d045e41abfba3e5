import type { RegisterKind } from '../../shared/contract/enums';

/** A register's kind in the screens' words (docs/VAULT.md). */
export const REGISTER_KIND_LABEL: Record<RegisterKind, string> = { till: 'Касса', vault: 'Хранилище' };

/** Why a vault's screen has no client forms: the server's rule, said before anyone tries. */
export const VAULT_NO_CLIENTS =
  'Хранилище не проводит клиентские операции: обмен, крипто, переводы клиентов, доходы и расходы, операции с лицами. Деньги приходят и уходят внутренними переводами; смены и пересчёт — как у кассы.';
