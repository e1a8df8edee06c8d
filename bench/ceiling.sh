#!/usr/bin/env bash
# How much of P1 is PostgreSQL's and how much the bank's: side by side on one
# server and client count, alternated ROUNDS times,
#  - pgbench's TPC-B-like script (-M prepared), as bench/acceptance.sh runs it;
#  - the bank's two statements of a settled deposit replayed by pgbench
#    (bench/replay.sql): the server's work alone, no client of the bank's;
#  - `bank bench deposits` itself.
# Prints a table: replay ÷ TPC-B bounds what the bank can reach with the
# schema it writes; bank ÷ replay is what its own process costs.
#
# Usage: bench/ceiling.sh [BANK]   (BANK defaults to target/release/bank)
# Environment: CLIENTS ("4 8"), ROUNDS (2), SECONDS_PER_RUN (8).
# The server is 127.0.0.1:5432 as postgres; the database bank_ceiling is
# dropped at the end, pgbench's bank_accept_tpcb kept.
source "$(dirname "$0")/common.sh"
url=postgres://postgres@127.0.0.1:5432/bank_ceiling

tpcb_database

echo "| Clients | TPC-B | the bank's statements replayed (÷ TPC-B) | the bank (÷ TPC-B, ÷ replay) |"
echo "|---|---|---|---|"
for clients in ${CLIENTS:-4 8}; do
    psql "${pg[@]}" -qc "DROP DATABASE IF EXISTS bank_ceiling" 2> /dev/null
    psql "${pg[@]}" -qc "CREATE DATABASE bank_ceiling"
    "$bank" --database-url "$url" init > /dev/null
    # One account a client (ids 1 .. CLIENTS), as the replay expects.
    "$bank" --database-url "$url" bench deposits --clients "$clients" --duration 1 > /dev/null
    for _ in $(seq "$rounds"); do
        tpcb=$(pgbench_tps "$clients" bank_accept_tpcb)
        replay=$(pgbench_tps "$clients" -n -f bench/replay.sql bank_ceiling)
        bank_tps=$("$bank" --database-url "$url" bench deposits --clients "$clients" --duration "$seconds" -o json |
            python3 -c "import json, sys; print(json.load(sys.stdin)['tps'])")
        printf '| %s | %.0f | %.0f (%s) | %.0f (%s, %s) |\n' "$clients" "$tpcb" "$replay" "$(ratio "$replay" "$tpcb")" \
            "$bank_tps" "$(ratio "$bank_tps" "$tpcb")" "$(ratio "$bank_tps" "$replay")"
    done
done
psql "${pg[@]}" -qc "DROP DATABASE IF EXISTS bank_ceiling" 2> /dev/null
