# Sourced by the bench scripts (bench/acceptance.sh, bench/ceiling.sh): what
# they share. Run from the repository's root; BANK is the script's first
# argument (default target/release/bank); SECONDS_PER_RUN (8) and ROUNDS (2);
# the server is 127.0.0.1:5432 as postgres.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bank=${1:-target/release/bank}
seconds=${SECONDS_PER_RUN:-8}
rounds=${ROUNDS:-2}
pg=(-h 127.0.0.1 -U postgres)

ratio() { python3 -c "print(f'{$1 / $2:.2f}')"; }

pgbench_tps() { # CLIENTS [pgbench arguments...]: tps, or fails when a client aborted
    local clients=$1 out
    shift
    out=$(pgbench "${pg[@]}" -c "$clients" -j 2 -T "$seconds" -M prepared "$@" 2>&1)
    if grep -q "aborted" <<< "$out"; then
        echo "pgbench: a client aborted: $(grep -m1 -i error <<< "$out")" >&2
        exit 1
    fi
    awk '/^tps =/{print $3}' <<< "$out"
}

tpcb_database() { # pgbench's database bank_accept_tpcb (scale 8), made once and kept
    if ! psql "${pg[@]}" -Atc "SELECT 1 FROM pg_database WHERE datname = 'bank_accept_tpcb'" | grep -q 1; then
        psql "${pg[@]}" -qc "CREATE DATABASE bank_accept_tpcb"
        pgbench "${pg[@]}" -i -s 8 -q bank_accept_tpcb 2> /dev/null
    fi
}
