// The test commands' scratch files in memory (docs/testing.md, "Scratch files in memory"):
// `npm test`, `npm run test:pg`, `npm run test:e2e` and the web bench write embedded databases,
// copies of them, backups and a PostgreSQL cluster under the temp folder. On this machine's disk
// copying a 43 MB PGlite folder took 1.1 s and on the tmpfs /dev/shm 0.07 s; the crash test
// copies one at every kill. So when TMPDIR is not set and /dev/shm is a writable tmpfs with room
// to spare, TMPDIR becomes /dev/shm for the command and every process it starts (Node's
// `os.tmpdir()` reads it). A process killed with SIGKILL loses nothing it wrote on either: the
// page cache outlives the process, which is what the crash test's kills are about.
const { accessSync, constants, statfsSync } = require('node:fs');
const { tmpdir } = require('node:os');

const SHM = '/dev/shm';
/** Room the tests need at once: a few embedded databases of 40–140 MB and their copies. */
const ENOUGH_BYTES = 4 * 1024 ** 3;

/** Sets TMPDIR to /dev/shm when that is possible and nobody chose a folder; returns the temp folder in use. */
function useMemoryTmpdir() {
  if (!process.env.TMPDIR) {
    try {
      accessSync(SHM, constants.W_OK);
      const fs = statfsSync(SHM);
      if (fs.bavail * fs.bsize >= ENOUGH_BYTES) process.env.TMPDIR = SHM;
    } catch {
      // No /dev/shm (not Linux), or not writable: the system's temp folder.
    }
  }
  return tmpdir();
}

module.exports = { useMemoryTmpdir };
