import { rmSync } from 'node:fs';
import { WEB_SERVER_PORTS, serverDataDir } from './ports';

// After a green `npm run test:e2e` (scripts/test-e2e.mjs): the stopped `webServer` servers'
// data folders, 45–70 MB each, in memory (/dev/shm) until the machine restarts otherwise.
// A failed run keeps them, to look at; the next run removes each as its server starts.
for (const port of WEB_SERVER_PORTS) rmSync(serverDataDir(port), { recursive: true, force: true });
