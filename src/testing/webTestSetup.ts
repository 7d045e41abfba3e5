// Matchers such as toBeInTheDocument / toBeDisabled for the web app's component tests.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy… waits up to 5 s instead of Testing Library's 1 s: in CI the web tests share the
// two cores with the server project (the crash test alone keeps one busy for two minutes),
// and a screen's first render then took longer than a second (TransferList.test.tsx, once).
// A missing element still fails the test; it only fails later.
configure({ asyncUtilTimeout: 5000 });
