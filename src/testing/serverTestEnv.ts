// Server tests run in the server's configured time zone so that "a day" means the same
// thing in tests and in production (docs/PRODUCT-DECISIONS.md, Time).
process.env.TZ = process.env.TZ ?? 'Europe/Moscow';
