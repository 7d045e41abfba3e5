// Matchers such as toBeInTheDocument / toBeDisabled for the web app's component tests.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy… waits up to 15 s instead of Testing Library's 1 s: in CI the web tests share the
// two cores with the server project (the crash test alone keeps one busy for two minutes),
// and a screen's first render then took longer than a second (TransferList.test.tsx, once);
// on a machine half as fast, with jest's cache empty, a lazily loaded screen took longer than
// 5 s to replace its «Загрузка…» (MatchList.test.tsx, IncomingCashOrders.test.tsx). A missing
// element still fails the test, with its own message, before jest's 20 s limit; it only fails later.
// Tests do not pass a shorter wait of their own: 87 `{ timeout: 5000 }` and `10_000`, written
// when the default was 1 s, undid this (StructuringQueue.test.tsx's first tab, once, in CI here).
configure({ asyncUtilTimeout: 15_000 });
