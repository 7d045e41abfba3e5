const { readFileSync } = require('node:fs');
const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');
const { RuleTester } = require('eslint');
const { serverBoundaries, KNOWN_EDGES } = require('./serverBoundaries.cjs');

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const at = (file) => `src/server/${file}`;

// RuleTester writes one jest test per case (it calls describe/it itself).
tester.run('server-boundaries', serverBoundaries, {
  valid: [
    { filename: at('features/exchange/exchangeService.ts'), code: "import { x } from './averageCost';" },
    { filename: at('features/exchange/exchangeService.ts'), code: "import { moneyTransaction } from '../../ledger/posting';" },
    { filename: at('features/exchange/routes.ts'), code: "import { responses } from '../../http/schemas';" },
    { filename: at('features/exchange/exchangeService.ts'), code: "import { checkExchangeLimits } from '../../checks/exchangeLimits';" },
    { filename: at('features/exchange/exchangeService.ts'), code: "import { MESSAGES } from '../../../shared/contract';" },
    { filename: at('features/exchange/exchangeService.ts'), code: "import { processStateOf } from '../../processState';" },
    { filename: at('ledger/posting.ts'), code: "import { fieldError } from '../http/errors';" },
    // The upper layer reads features: the read model and the admin section.
    { filename: at('features/print/shiftReport.ts'), code: "import { x } from '../shifts/shiftQueries';" },
    { filename: at('features/adminUsers/adminUsersService.ts'), code: "import { createUser } from '../users/userService';" },
    // The app wires everything.
    { filename: at('routes.ts'), code: "import exchangeRoutes from './features/exchange/routes';" },
    { filename: at('seed/demoPublish.ts'), code: "import { x } from '../features/shopFront/publishRates';" },
    // Tests and test kits set up whole worlds.
    { filename: at('features/exchange/exchange.api.test.ts'), code: "import { x } from '../transfers/transferService';" },
    { filename: at('ledger/testing/ledgerFixture.ts'), code: "import { x } from '../../features/currencies/currencyService';" },
    // The one known edge, with its reason in the rule.
    { filename: at('features/adminCurrencies/adminCurrenciesService.ts'), code: "import { getAdminCashRegister } from '../adminCities/adminCityQueries';" },
  ],
  invalid: [
    { filename: at('features/exchange/exchangeService.ts'), code: "import { x } from '../transfers/transferService';", errors: 1 },
    { filename: at('features/exchange/routes.ts'), code: "const m = import('../clients/schemas');", errors: 1 },
    { filename: at('features/transfers/transferService.ts'), code: "export { x } from '../events/eventHub';", errors: 1 },
    { filename: at('features/shifts/shiftService.ts'), code: "import { x } from '../print/shiftReport';", errors: 1 },
    { filename: at('plugins/closedRegister.ts'), code: "import { x } from '../features/shifts/shiftService';", errors: 1 },
    { filename: at('ledger/posting.ts'), code: "import { x } from '../features/exchange/exchangeService';", errors: 1 },
    { filename: at('http/routeKit.ts'), code: "import { x } from '../features/print/attachment';", errors: 1 },
    { filename: at('features/adminCities/adminCitiesService.ts'), code: "import { x } from '../adminUsers/adminUserQueries';", errors: 1 },
    { filename: at('features/print/routes.ts'), code: "import { x } from '../adminCities/adminCityQueries';", errors: 1 },
  ],
});

describe('the known edges', () => {
  it.each([...KNOWN_EDGES.keys()])('%s is still an import (else drop it from the list)', (edge) => {
    const [from, to] = edge.split(' -> ');
    const source = readFileSync(path.join(__dirname, '..', 'src', 'server', from), 'utf8');
    const spec = path.relative(path.dirname(from), to.replace(/\.ts$/, '')).split(path.sep).join('/');
    expect(source).toContain(`'${spec.startsWith('.') ? spec : `./${spec}`}'`);
  });
});
