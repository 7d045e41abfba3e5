import { auditCommands } from './commands/audit';
import { backupCommands, restoreCommands } from './commands/backup';
import { cityCommands } from './commands/city';
import { currencyCommands } from './commands/currency';
import { ledgerCommands } from './commands/ledger';
import { registerCommands } from './commands/register';
import { seedCommands } from './commands/seed';
import { siteCommands } from './commands/site';
import { userCommands } from './commands/user';
import { ratesCommands } from './commands/rates';
import { watchlistCommands } from './commands/watchlist';
import type { CommandGroup } from './types';

/** Every command group of the CLI; a new group is one import and one line here. */
export const commandGroups: CommandGroup[] = [userCommands, cityCommands, registerCommands, siteCommands, seedCommands, currencyCommands, ledgerCommands, auditCommands, backupCommands, restoreCommands, ratesCommands, watchlistCommands];
