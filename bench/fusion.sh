#!/usr/bin/env bash
# Settled deposits on PostgreSQL one per transaction, and K per transaction
# shared, fused as copies of one statement, or fused as multi-row statements
# (bench/fusion.py), replayed by pgbench beside its own TPC-B-like script, on
# the same server and client count. Prints deposits/s and the machine's busy
# CPU per deposit (server and client; from /proc/stat).
#
# Usage: bench/fusion.sh [BANK] [CLIENTS] [K] [SECONDS]
#   BANK defaults to target/release/bank; the server is 127.0.0.1:5432 as postgres.
# It creates the databases bank_fusion and bank_fusion_tpcb (scale 8) and drops
# neither, so runs can be repeated.
set -euo pipefail
cd "$(dirname "$0")/.."
bank=${1:-target/release/bank}; clients=${2:-4}; k=${3:-4}; seconds=${4:-8}
pg=(-h 127.0.0.1 -U postgres)
url=postgres://postgres@127.0.0.1:5432/bank_fusion

if ! psql "${pg[@]}" -Atc "SELECT 1 FROM pg_database WHERE datname = 'bank_fusion'" | grep -q 1; then
    psql "${pg[@]}" -qc "CREATE DATABASE bank_fusion"
    "$bank" --database-url "$url" init > /dev/null
fi
# Accounts 1 .. CLIENTS * K, one per pgbench client and deposit of its transaction.
have=$(psql "${pg[@]}" -Atc "SELECT COUNT(*) FROM deposit_accounts" bank_fusion)
if [ "$have" -lt $((clients * k)) ]; then
    "$bank" --database-url "$url" bench deposits --clients $((clients * k - have)) --duration 1 > /dev/null
fi
if ! psql "${pg[@]}" -Atc "SELECT 1 FROM pg_database WHERE datname = 'bank_fusion_tpcb'" | grep -q 1; then
    psql "${pg[@]}" -qc "CREATE DATABASE bank_fusion_tpcb"
    pgbench "${pg[@]}" -i -s 8 -q bank_fusion_tpcb 2> /dev/null
fi

busy() { awk '/^cpu /{print $2 + $3 + $4 + $7 + $8}' /proc/stat; }
run() { # NAME DEPOSITS-PER-TRANSACTION DATABASE [pgbench options]
    local name=$1 per=$2 db=$3; shift 3
    local before after tps
    before=$(busy)
    tps=$(pgbench "${pg[@]}" -c "$clients" -j 2 -T "$seconds" -M prepared "$@" "$db" 2>&1 | awk '/^tps =/{print $3}')
    after=$(busy)
    python3 -c "d = $tps * $per; print(f'| $name | {d:,.0f} | {($after - $before) / 100 / $seconds / d * 1e6:,.0f} |')"
}

script=$(mktemp -d)
trap 'rm -rf "$script"' EXIT
for shape in "single 1" "shared $k" "shared $k --savepoints" "cte $k" "rows $k"; do
    python3 bench/fusion.py $shape > "$script/${shape// /_}.sql"
done
echo "| Replayed, $clients clients, K = $k | deposits (or TPC-B transactions)/s | busy CPU µs each |"
echo "|---|---|---|"
run "TPC-B-like" 1 bank_fusion_tpcb
before=$(busy)
tps=$("$bank" --database-url "$url" bench deposits --clients "$clients" --duration "$seconds" -o json | python3 -c "import json, sys; print(json.load(sys.stdin)['tps'])")
after=$(busy)
python3 -c "print(f'| the bank itself (bank bench deposits, library) | {$tps:,.0f} | {($after - $before) / 100 / $seconds / $tps * 1e6:,.0f} |')"
run "one deposit a transaction (the bank statements)" 1 bank_fusion -n -f "$script/single_1.sql"
run "$k a transaction, each its own statements" "$k" bank_fusion -n -f "$script/shared_$k.sql"
run "the same, each in a savepoint" "$k" bank_fusion -n -f "$script/shared_${k}_--savepoints.sql"
run "$k a transaction, one statement of $k copies" "$k" bank_fusion -n -f "$script/cte_$k.sql"
run "$k a transaction, one multi-row statement" "$k" bank_fusion -n -f "$script/rows_$k.sql"
