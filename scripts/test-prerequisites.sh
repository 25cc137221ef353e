#!/usr/bin/env bash
# What the test suite needs besides npm packages: Debian's Chromium for Playwright,
# Debian's Caddy (the proxy of apps/server/test-system/many-instances.test.ts), Debian's
# Prometheus (apps/server/test-system/metrics.test.ts scrapes two instances with it), Debian's pgBackRest
# (the archive and point-in-time restore of apps/server/test-system/backup-restore-postgres.test.ts), Debian's PgBouncer
# (the server-pgbouncer test project, docs/decisions/046), and the
# PostgreSQL server on 127.0.0.1:5432 (user postgres, trust auth), whose 15 binaries
# (initdb, pg_basebackup) the same test also uses for a primary and a replica of its own.
set -euo pipefail

if [ ! -x /usr/bin/chromium ]; then
  echo "Instalando Chromium (Debian)…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

if ! command -v caddy >/dev/null; then
  echo "Instalando Caddy (Debian)…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq caddy >/dev/null
  # The package's own service would take ports 80 and 443 on a machine with systemd; the tests run their own Caddy on high ports.
  if command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then $SUDO systemctl disable --now caddy >/dev/null 2>&1 || true; fi
fi

if ! command -v prometheus >/dev/null || ! command -v promtool >/dev/null; then
  echo "Instalando Prometheus (Debian)…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  # Without the recommended node exporter, which would run as a service of its own on port 9100.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends prometheus >/dev/null
  # The package's own service would take port 9090 and scrape this machine; the tests run their own on spare ports.
  if command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
    $SUDO systemctl disable --now prometheus >/dev/null 2>&1 || true
  elif [ -x /etc/init.d/prometheus ]; then
    $SUDO service prometheus stop >/dev/null 2>&1 || true
    $SUDO update-rc.d prometheus disable >/dev/null 2>&1 || true
  fi
fi

if ! command -v pgbackrest >/dev/null; then
  echo "Instalando pgBackRest (Debian)…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq pgbackrest >/dev/null
fi

if ! command -v pgbouncer >/dev/null && [ ! -x /usr/sbin/pgbouncer ]; then
  echo "Instalando PgBouncer (Debian)…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq pgbouncer >/dev/null
  # The package's own service would take port 6432; the tests run their own on spare ports (server-pgbouncer).
  if command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
    $SUDO systemctl disable --now pgbouncer >/dev/null 2>&1 || true
  elif [ -x /etc/init.d/pgbouncer ]; then
    $SUDO service pgbouncer stop >/dev/null 2>&1 || true
    $SUDO update-rc.d pgbouncer disable >/dev/null 2>&1 || true
  fi
fi

if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  echo "Iniciando PostgreSQL…"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi
pg_isready -h 127.0.0.1 -p 5432
# The integration suite creates its own databases; this checks we may.
psql -h 127.0.0.1 -U postgres -d postgres -qtAc "SELECT 1" >/dev/null
