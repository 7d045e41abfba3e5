// The server's tests run in Node's environment, plus one object kept for the whole jest worker
// (this module is loaded once per worker, outside the test files' module registries): the
// worker's PGlite database, which its test files take in turn, each finding it as the migrated
// template left it (src/server/testing/workerDatabase.ts, docs/testing.md "Why a test file
// starts fast"). Jest gives every test file a fresh set of modules, so nothing made inside a
// test file could outlive it.
const { TestEnvironment } = require('jest-environment-node');
// Each module's source compiled once per worker (compiledCodeCache.js).
require('./compiledCodeCache').install();

/** jest-worker's message to a worker that the run is over (CHILD_MESSAGE_END). */
const WORKER_END = 2;
/** Run in jest's own process (one file, or --runInBand): closed once no file took it for this long. */
const IN_BAND_IDLE_MS = 250;

// A PGlite loaded from a data folder keeps a 10 s timer of PostgreSQL's armed for as long as it
// is open, so the process cannot end until the database is closed: at the worker's end, or
// when it sits unused in jest's own process.
const worker = {
  /** PGlite's class from this realm: an instance made with it outlives the file that asked. */
  get PGlite() {
    return require('@electric-sql/pglite').PGlite;
  },
  /** This realm's Date and Uint8Array: a file's query parameters are handed over as these. */
  Date,
  Uint8Array,
  /** { pg, key, template } once made (workerDatabase.ts). */
  database: null,
  /** A file holds the database (from its open to its close). */
  lent: false,
  idle: null,
  lend() {
    clearTimeout(this.idle);
    this.lent = true;
  },
  giveBack() {
    this.lent = false;
    if (!process.send) this.idle = setTimeout(() => this.lent || this.close(), IN_BAND_IDLE_MS);
  },
  close() {
    const pg = this.database?.pg;
    this.database = null;
    // Not awaited: a PGlite stuck in a transaction may never close.
    pg?.close().catch(() => undefined);
  },
};

if (process.send) {
  const onMessage = (message) => {
    if (!Array.isArray(message) || message[0] !== WORKER_END) return;
    process.removeListener('message', onMessage);
    worker.close();
  };
  process.on('message', onMessage);
}

class ServerTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__m247Worker = worker;
  }
}

module.exports = ServerTestEnvironment;
