const { RuleTester } = require('eslint');
const { featureBoundaries } = require('./featureBoundaries.cjs');

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const at = (file) => `src/web/${file}`;

// RuleTester writes one jest test per case (it calls describe/it itself).
tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: at('features/cities/CityList.tsx'), code: "import { x } from './citiesApi';" },
    { filename: at('features/cities/CityList.tsx'), code: "import { baseApi } from '../../api/baseApi';" },
    { filename: at('features/cities/CityList.tsx'), code: "import { Page } from '../../ui/Page';" },
    { filename: at('features/cities/CityList.tsx'), code: "import { MESSAGES } from '../../../shared/contract';" },
    { filename: at('app/screens.ts'), code: "import { cityListScreen } from '../features/cities/routes';" },
    { filename: at('ui/form/Select.tsx'), code: "import { theme } from '../theme';" },
    // A test may build the whole app around what it tests.
    { filename: at('api/baseApi.test.ts'), code: "import { makeStore } from '../app/store';" },
  ],
  invalid: [
    { filename: at('features/cities/CityList.tsx'), code: "import { x } from '../cashRegisters/cashRegistersApi';", errors: 1 },
    { filename: at('features/cities/routes.ts'), code: "const m = import('../transfers/TransferList');", errors: 1 },
    { filename: at('features/cities/CityList.tsx'), code: "import { SCREENS } from '../../app/screens';", errors: 1 },
    { filename: at('ui/Header.tsx'), code: "import { x } from '../features/auth/AuthContext';", errors: 1 },
    { filename: at('api/referenceApi.ts'), code: "export { x } from '../features/cities/citiesApi';", errors: 1 },
  ],
});
