// Server tests run in the server's configured time zone so that "a day" means the same
// thing in tests and in production (docs/PRODUCT-DECISIONS.md, Time).
process.env.TZ = process.env.TZ ?? 'Europe/Moscow';

// The tests' PGlites with a 16 MB buffer pool instead of PostgreSQL's 128 MB: PGlite zeroes the
// pool at every start (~0.5 s of CPU of a ~0.9 s start from the template), and a test database
// is a few megabytes (src/server/db/pgliteStartParams.ts; docs/testing.md, "A test PGlite's
// buffer pool"). The servers a test starts run with the product's own (testing/serverProcess.ts).
process.env.PGLITE_SHARED_BUFFERS = process.env.PGLITE_SHARED_BUFFERS ?? '16MB';
