#!/usr/bin/env bash
# A throw-away PostgreSQL primary with one streaming replica, for tests, CI and benchmarks, from
# Debian's `postgresql` package: the primary is made by initdb, the replica by pg_basebackup
# (-R: standby.signal and primary_conninfo written), each on a free loopback port, all in one
# temporary folder.
#
# Source this file for the functions:
#   pg_pair_start   start both, create the database hearth on the primary, and export
#                   PG_PRIMARY_URL and PG_REPLICA_URL (and PG_PAIR_DIR)
#   pg_pair_lag     the replica's replay lag in bytes behind the primary
#   pg_pair_stop    stop both and remove their files (safe to call twice)
# or run it directly: `scripts/pg-replica-pair.sh selftest` starts the pair, writes a row on
# the primary, waits for it on the replica, and stops; `scripts/pg-replica-pair.sh run` starts
# the pair and keeps it until Ctrl-C.
#
# Like ci-postgres.sh (whose helpers it uses), as root the clusters belong to an unprivileged user.

PAIR_SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=ci-postgres.sh
source "$PAIR_SCRIPT_DIR/ci-postgres.sh"

PG_PAIR_DIR=''

pg_pair_start() {
  CI_PG_BIN=$(ci_postgres_find_bin) || {
    echo 'PostgreSQL is missing: install Debian'"'"'s postgresql package.' >&2
    return 1
  }
  CI_PG_USER=$(ci_postgres_owner)
  PG_PAIR_DIR=$(mktemp -d "${TMPDIR:-/tmp}/hearth-pg-pair.XXXXXX")
  CI_PG_DIR=$PG_PAIR_DIR
  chmod 700 "$PG_PAIR_DIR"
  if [[ $EUID -eq 0 ]]; then
    chown "$CI_PG_USER" "$PG_PAIR_DIR"
  fi
  local primary_port replica_port
  primary_port=$(ci_postgres_free_port)
  replica_port=$(ci_postgres_free_port)
  while [[ "$replica_port" == "$primary_port" ]]; do replica_port=$(ci_postgres_free_port); done

  ci_postgres_as_owner "$CI_PG_BIN/initdb" -D "$PG_PAIR_DIR/primary" -A trust -U postgres \
    -E UTF8 --no-locale --no-sync >"$PG_PAIR_DIR/initdb.log" 2>&1 || {
    cat "$PG_PAIR_DIR/initdb.log" >&2
    return 1
  }
  # wal_level replica and max_wal_senders are PostgreSQL's defaults; trust covers replication
  # from 127.0.0.1 (initdb -A trust). hot_standby_feedback keeps the replica's long reads.
  ci_postgres_as_owner "$CI_PG_BIN/pg_ctl" -D "$PG_PAIR_DIR/primary" \
    -l "$PG_PAIR_DIR/primary.log" -w -t 60 \
    -o "-k $PG_PAIR_DIR -h 127.0.0.1 -p $primary_port -c wal_level=replica -c max_wal_senders=4" \
    start >/dev/null || {
    echo 'The primary did not start:' >&2
    cat "$PG_PAIR_DIR/primary.log" >&2
    return 1
  }
  ci_postgres_as_owner "$CI_PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres \
    -D "$PG_PAIR_DIR/replica" -R -X stream -c fast >"$PG_PAIR_DIR/basebackup.log" 2>&1 || {
    cat "$PG_PAIR_DIR/basebackup.log" >&2
    return 1
  }
  ci_postgres_as_owner "$CI_PG_BIN/pg_ctl" -D "$PG_PAIR_DIR/replica" \
    -l "$PG_PAIR_DIR/replica.log" -w -t 60 \
    -o "-k $PG_PAIR_DIR -h 127.0.0.1 -p $replica_port -c hot_standby=on -c hot_standby_feedback=on" \
    start >/dev/null || {
    echo 'The replica did not start:' >&2
    cat "$PG_PAIR_DIR/replica.log" >&2
    return 1
  }
  "$CI_PG_BIN/createdb" -h 127.0.0.1 -p "$primary_port" -U postgres hearth
  export PG_PAIR_DIR
  export PG_PRIMARY_URL="postgres://postgres@127.0.0.1:$primary_port/hearth"
  export PG_REPLICA_URL="postgres://postgres@127.0.0.1:$replica_port/hearth"
  echo "PostgreSQL $("$CI_PG_BIN/postgres" --version | awk '{print $3}') in $PG_PAIR_DIR"
  echo "PG_PRIMARY_URL=$PG_PRIMARY_URL"
  echo "PG_REPLICA_URL=$PG_REPLICA_URL"
}

pg_pair_lag() {
  "$CI_PG_BIN/psql" "$PG_PRIMARY_URL" -Atc \
    "select coalesce(max(pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)), -1) from pg_stat_replication"
}

pg_pair_stop() {
  [[ -n "$PG_PAIR_DIR" && -d "$PG_PAIR_DIR" ]] || return 0
  local node
  for node in replica primary; do
    if [[ -f "$PG_PAIR_DIR/$node/postmaster.pid" ]]; then
      ci_postgres_as_owner "$CI_PG_BIN/pg_ctl" -D "$PG_PAIR_DIR/$node" -m fast -w stop >/dev/null ||
        echo "The $node did not stop cleanly." >&2
    fi
  done
  rm -rf "$PG_PAIR_DIR"
  PG_PAIR_DIR=''
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  set -euo pipefail
  case "${1:-}" in
    selftest)
      trap pg_pair_stop EXIT
      pg_pair_start
      "$CI_PG_BIN/psql" "$PG_PRIMARY_URL" -v ON_ERROR_STOP=1 -qc \
        'create table pair_check (n int); insert into pair_check values (42)'
      for _ in $(seq 1 100); do
        if [[ "$("$CI_PG_BIN/psql" "$PG_REPLICA_URL" -Atc 'select n from pair_check' 2>/dev/null)" == 42 ]]; then
          echo "replica: the primary's row arrived; in recovery: $("$CI_PG_BIN/psql" "$PG_REPLICA_URL" -Atc 'select pg_is_in_recovery()'); lag: $(pg_pair_lag) bytes"
          exit 0
        fi
        sleep 0.1
      done
      echo 'The replica did not receive the row within 10 s.' >&2
      exit 1
      ;;
    run)
      trap pg_pair_stop EXIT
      pg_pair_start
      echo 'Ctrl-C stops both and removes their files.'
      while true; do sleep 3600; done
      ;;
    *)
      echo "usage: source ${0##*/} (pg_pair_start/lag/stop), or ${0##*/} selftest|run" >&2
      exit 2
      ;;
  esac
fi
