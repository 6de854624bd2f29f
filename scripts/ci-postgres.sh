#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the test suite.
#
# Source this file for the functions (as .ci/run does):
#   ci_postgres_install   install Debian's server package when no initdb is found (needs root)
#   ci_postgres_start     start a cluster on a free loopback port, create hearth_test and
#                         export TEST_DATABASE_URL
#   ci_postgres_stop      stop the cluster and remove its files (safe to call twice)
# or run it directly: `scripts/ci-postgres.sh selftest` starts a cluster, runs `select 1` and
# stops it again.
#
# PostgreSQL refuses to run as root, so as root the cluster belongs to an unprivileged user
# (hearthci, created when missing; nobody as a fallback).

CI_PG_DIR=''
CI_PG_BIN=''
CI_PG_USER=''

ci_postgres_find_bin() {
  local initdb
  initdb=$(ls -1d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 || true)
  if [[ -z "$initdb" ]]; then
    initdb=$(command -v initdb || true)
  fi
  [[ -n "$initdb" ]] || return 1
  dirname "$initdb"
}

ci_postgres_install() {
  if ci_postgres_find_bin >/dev/null; then
    return 0
  fi
  if [[ $EUID -ne 0 ]] || ! command -v apt-get >/dev/null; then
    echo "PostgreSQL is missing and cannot be installed here: install Debian's 'postgresql'." >&2
    return 1
  fi
  # The tests start their own cluster; Debian's default cluster on port 5432 is not needed.
  mkdir -p /etc/postgresql-common/createcluster.d
  echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.d/hearth-ci.conf
  if [[ "${CI_APT_UPDATED:-}" != 1 ]]; then
    apt-get update
    CI_APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql
  ci_postgres_find_bin >/dev/null
}

# Runs a command as the cluster's owner, from the cluster's folder (the caller's folder may be
# unreadable to that user).
ci_postgres_as_owner() {
  if [[ $EUID -eq 0 ]]; then
    (cd "$CI_PG_DIR" && runuser -u "$CI_PG_USER" -- "$@")
  else
    (cd "$CI_PG_DIR" && "$@")
  fi
}

ci_postgres_owner() {
  if [[ $EUID -ne 0 ]]; then
    id -un
  elif id hearthci >/dev/null 2>&1 ||
    useradd --system --no-create-home --shell /usr/sbin/nologin hearthci >/dev/null 2>&1; then
    echo hearthci
  else
    echo nobody
  fi
}

ci_postgres_free_port() {
  node -e "const s = require('node:net').createServer(); \
    s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"
}

ci_postgres_start() {
  CI_PG_BIN=$(ci_postgres_find_bin) || {
    echo 'PostgreSQL is missing: no initdb found.' >&2
    return 1
  }
  CI_PG_USER=$(ci_postgres_owner)
  CI_PG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/hearth-pg.XXXXXX")
  chmod 700 "$CI_PG_DIR"
  if [[ $EUID -eq 0 ]]; then
    chown "$CI_PG_USER" "$CI_PG_DIR"
  fi
  local port
  port=$(ci_postgres_free_port)

  echo "PostgreSQL $("$CI_PG_BIN/postgres" --version | awk '{print $3}') in $CI_PG_DIR," \
    "owner $CI_PG_USER, port $port"
  ci_postgres_as_owner "$CI_PG_BIN/initdb" -D "$CI_PG_DIR/data" -A trust -U postgres \
    -E UTF8 --no-locale --no-sync >"$CI_PG_DIR/initdb.log" 2>&1 || {
    cat "$CI_PG_DIR/initdb.log" >&2
    return 1
  }
  # Durability is not needed for a cluster that lives for one run.
  ci_postgres_as_owner "$CI_PG_BIN/pg_ctl" -D "$CI_PG_DIR/data" -l "$CI_PG_DIR/postgres.log" \
    -w -t 60 -o "-k $CI_PG_DIR -h 127.0.0.1 -p $port -c fsync=off -c synchronous_commit=off \
-c full_page_writes=off" start >/dev/null || {
    echo 'PostgreSQL did not start:' >&2
    cat "$CI_PG_DIR/postgres.log" >&2
    return 1
  }
  "$CI_PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U postgres hearth_test
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/hearth_test"
  echo "TEST_DATABASE_URL=$TEST_DATABASE_URL"
}

ci_postgres_stop() {
  [[ -n "$CI_PG_DIR" && -d "$CI_PG_DIR" ]] || return 0
  if [[ -f "$CI_PG_DIR/data/postmaster.pid" ]]; then
    ci_postgres_as_owner "$CI_PG_BIN/pg_ctl" -D "$CI_PG_DIR/data" -m fast -w stop >/dev/null ||
      echo 'PostgreSQL did not stop cleanly.' >&2
  fi
  rm -rf "$CI_PG_DIR"
  CI_PG_DIR=''
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  set -euo pipefail
  case "${1:-}" in
    selftest)
      trap ci_postgres_stop EXIT
      ci_postgres_install
      ci_postgres_start
      "$CI_PG_BIN/psql" "$TEST_DATABASE_URL" -v ON_ERROR_STOP=1 -Atc 'select 1'
      ;;
    *)
      echo "usage: source ${0##*/} (functions ci_postgres_install/start/stop), or ${0##*/} selftest" >&2
      exit 2
      ;;
  esac
fi
