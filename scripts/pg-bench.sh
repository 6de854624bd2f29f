#!/usr/bin/env bash
# A throw-away PostgreSQL cluster tuned for the search benchmark, from Debian's `postgresql`
# package, kept in a folder of its own (never the shared cluster's configuration):
#
#   scripts/pg-bench.sh start DIR [PORT]   initdb DIR (first time), start it on 127.0.0.1:PORT
#                                          (default 5499) and print its DATABASE_URL
#   scripts/pg-bench.sh stop DIR           stop it (the data stays, to reuse a seeded set)
#   scripts/pg-bench.sh remove DIR         stop it and remove DIR
#
# The settings are those a production server of this size would get for a read-mostly search
# (see docs/decisions/0002-search-index.md, "A fair peer"); PG_BENCH_SHARED_BUFFERS and friends
# override them for a bigger or smaller machine. Durability is relaxed (synchronous_commit off)
# only so that seeding a million listings is quicker: it changes no read.
set -euo pipefail
BENCH_SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=ci-postgres.sh
source "$BENCH_SCRIPT_DIR/ci-postgres.sh"

command=${1:-}
dir=${2:-}
port=${3:-5499}
if [[ -z "$command" || -z "$dir" ]]; then
  echo "usage: ${0##*/} start|stop|remove DIR [PORT]" >&2
  exit 2
fi
CI_PG_BIN=$(ci_postgres_find_bin) || {
  echo "PostgreSQL is missing: install Debian's postgresql package." >&2
  exit 1
}
CI_PG_USER=$(ci_postgres_owner)
mkdir -p "$dir"
CI_PG_DIR=$(cd "$dir" && pwd)
chmod 700 "$CI_PG_DIR"
if [[ $EUID -eq 0 ]]; then
  chown "$CI_PG_USER" "$CI_PG_DIR"
fi

case "$command" in
  start)
    if [[ ! -f "$CI_PG_DIR/data/PG_VERSION" ]]; then
      ci_postgres_as_owner "$CI_PG_BIN/initdb" -D "$CI_PG_DIR/data" -A trust -U postgres \
        -E UTF8 --no-locale >"$CI_PG_DIR/initdb.log" 2>&1 || {
        cat "$CI_PG_DIR/initdb.log" >&2
        exit 1
      }
      # Memory: the table and its indexes at a million listings (about 1.5 GB) fit in shared
      # buffers; the rest of the machine's memory is the operating system's cache. Planning:
      # SSD page costs, no JIT (it adds 50-300 ms of compiling to the counts and groupings of a
      # search and never pays back on queries of this size), two parallel workers per query
      # for the counts over a whole region on this 2-core machine.
      cat >>"$CI_PG_DIR/data/postgresql.conf" <<EOF

# Tuned for the search benchmark (scripts/pg-bench.sh)
listen_addresses = '127.0.0.1'
shared_buffers = ${PG_BENCH_SHARED_BUFFERS:-2GB}
effective_cache_size = ${PG_BENCH_EFFECTIVE_CACHE_SIZE:-8GB}
work_mem = ${PG_BENCH_WORK_MEM:-32MB}
maintenance_work_mem = 512MB
random_page_cost = 1.1
effective_io_concurrency = 200
jit = off
max_worker_processes = 4
max_parallel_workers = 2
max_parallel_workers_per_gather = ${PG_BENCH_PARALLEL_WORKERS:-2}
max_connections = 100
synchronous_commit = off
wal_compression = on
max_wal_size = 4GB
checkpoint_timeout = 15min
EOF
    fi
    ci_postgres_as_owner "$CI_PG_BIN/pg_ctl" -D "$CI_PG_DIR/data" -l "$CI_PG_DIR/postgres.log" \
      -w -t 120 -o "-k $CI_PG_DIR -p $port" start >/dev/null || {
      echo 'PostgreSQL did not start:' >&2
      tail -20 "$CI_PG_DIR/postgres.log" >&2
      exit 1
    }
    "$CI_PG_BIN/psql" -h 127.0.0.1 -p "$port" -U postgres -Atc \
      "select 1 from pg_database where datname = 'hearth'" | grep -q 1 ||
      "$CI_PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U postgres hearth
    echo "DATABASE_URL=postgres://postgres@127.0.0.1:$port/hearth"
    ;;
  stop | remove)
    if [[ -f "$CI_PG_DIR/data/postmaster.pid" ]]; then
      ci_postgres_as_owner "$CI_PG_BIN/pg_ctl" -D "$CI_PG_DIR/data" -m fast -w stop >/dev/null
    fi
    if [[ "$command" == remove ]]; then rm -rf "$CI_PG_DIR"; fi
    ;;
  *)
    echo "usage: ${0##*/} start|stop|remove DIR [PORT]" >&2
    exit 2
    ;;
esac
