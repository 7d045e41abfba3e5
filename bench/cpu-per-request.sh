#!/bin/bash
# CPU per request of a running API process and of the PostgreSQL server under 50 connections:
#   TOKEN=<api token> bench/cpu-per-request.sh 'http://127.0.0.1:8080/api/transaction/?cash_register=1&page=1' [connections] [seconds]
# The API is API_PID, or else the newest `node` process running src/server/main.ts (under npx
# or tsx's CLI that is the server itself); PostgreSQL is every process of the `postgres` user
# (backends that start during the run are not counted).
# Used while tuning the list calls (docs/PERFORMANCE.md): where a request's CPU goes matters
# more on two cores than its latency, which the load generator itself disturbs.
set -euo pipefail
URL=$1; C=${2:-50}; S=${3:-10}
: "${TOKEN:?set TOKEN to an API token (POST /api/token-auth/)}"
API=${API_PID:-}
if [ -z "$API" ]; then
  for p in $(pgrep -f 'src/server/main\.ts'); do [ "$(cat "/proc/$p/comm")" = node ] && API=$p; done
fi
: "${API:?no API process found: set API_PID}"
ticks() { local t=0 f; for p in "$@"; do if [ -r "/proc/$p/stat" ]; then read -ra f < "/proc/$p/stat"; t=$((t + f[13] + f[14])); fi; done; echo "$t"; }
pg() { pgrep -u postgres postgres | tr '\n' ' '; }
a0=$(ticks "$API"); p0=$(ticks $(pg))
out=$(mktemp)
"$(dirname "$0")/../node_modules/.bin/autocannon" -j -c "$C" -d "$S" -H "Authorization: Token $TOKEN" "$URL" > "$out" 2>/dev/null
a1=$(ticks "$API"); p1=$(ticks $(pg))
HZ=$(getconf CLK_TCK)
node -e '
const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
const [api, pg, hz] = process.argv.slice(2).map(Number);
const n = r.requests.total;
const ms = (ticks) => ((ticks * 1000) / hz / n).toFixed(3);
console.log(`${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}; ` +
  `CPU per request: API ${ms(api)} ms, PostgreSQL ${ms(pg)} ms; ${(r.throughput.total / n / 1024).toFixed(1)} KB`);
' "$out" $((a1 - a0)) $((p1 - p0)) "$HZ"
rm -f "$out"
