#!/usr/bin/env bash
# Makes a local PostgreSQL server available to the storage and API tests on a Debian machine:
# installs the `postgresql` package when missing, starts the newest cluster, creates the test
# role and database, and prints the URL on its last line:
#
#   FOLIO_TEST_DATABASE_URL=postgres://folio:folio@127.0.0.1:5432/folio_test
#
# Use it as:  eval "$(bash scripts/test-postgres.sh | tail -1 | sed 's/^/export /')"
# Safe to run again: every step checks first. Progress goes to stderr, the URL to stdout.
set -euo pipefail

role="folio"
password="folio"
database="folio_test"

say() { echo "test-postgres: $*" >&2; }

# Runs a command as root: directly when root, through sudo otherwise.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    say "needs root to run: $* (install sudo or run as root)"
    exit 1
  fi
}

# Runs a command as the postgres system user, which owns the clusters.
as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    sudo -u postgres "$@"
  fi
}

if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! command -v psql >/dev/null 2>&1; then
  say "installing postgresql"
  as_root apt-get update >&2
  as_root env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends postgresql >&2
fi

# The newest installed server version, and its `main` cluster (created when missing).
version="$(ls /usr/lib/postgresql | sort -V | tail -1)"
if [ -z "$version" ]; then
  say "no PostgreSQL server found in /usr/lib/postgresql"
  exit 1
fi
if ! pg_lsclusters --no-header | awk '{print $1, $2}' | grep -qx "$version main"; then
  say "creating cluster $version/main"
  as_root pg_createcluster "$version" main >&2
fi

port="$(pg_lsclusters --no-header | awk -v v="$version" '$1 == v && $2 == "main" {print $3}')"
status="$(pg_lsclusters --no-header | awk -v v="$version" '$1 == v && $2 == "main" {print $4}')"
if [ "$status" != "online" ]; then
  say "starting cluster $version/main on port $port"
  as_root pg_ctlcluster "$version" main start >&2 || as_root service postgresql start >&2
fi

# Wait until the server accepts connections (a fresh start takes a moment).
for _ in $(seq 1 30); do
  if pg_isready -q -h 127.0.0.1 -p "$port"; then break; fi
  sleep 1
done
if ! pg_isready -q -h 127.0.0.1 -p "$port"; then
  say "PostgreSQL $version did not start; see /var/log/postgresql/postgresql-$version-main.log"
  exit 1
fi

# Role and database, created only when missing; the password is set every time so a role made
# earlier with another password still works.
say "ensuring role $role and database $database"
as_postgres psql -X -q -v ON_ERROR_STOP=1 -p "$port" -d postgres >&2 <<SQL
SELECT format('CREATE ROLE %I LOGIN', '$role')
WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '$role') \gexec
ALTER ROLE $role WITH LOGIN PASSWORD '$password';
SELECT format('CREATE DATABASE %I OWNER %I', '$database', '$role')
WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = '$database') \gexec
SQL

url="postgres://$role:$password@127.0.0.1:$port/$database"
if ! PGPASSWORD="$password" psql -X -q -h 127.0.0.1 -p "$port" -U "$role" -d "$database" \
  -c 'SELECT 1' >/dev/null; then
  say "cannot log in as $role over TCP; check pg_hba.conf of cluster $version/main"
  exit 1
fi
say "ready: PostgreSQL $version on port $port"
echo "FOLIO_TEST_DATABASE_URL=$url"
