#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: chromium (the stories' browser tests, Lighthouse),
# its headless shell (the end-to-end suite) and the PostgreSQL 15 server binaries (the API suite runs against
# PostgreSQL too).
# Runs before `npm test` (pretest), so a fresh machine needs nothing installed by hand.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || need+=(chromium-headless-shell)
[ -x /usr/lib/postgresql/15/bin/initdb ] || need+=(postgresql-15)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ] && ! command -v sudo >/dev/null; then
  echo "ensure-system-deps: missing ${need[*]}; install them with apt-get (root needed)" >&2
  exit 1
fi
SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
echo "ensure-system-deps: installing ${need[*]} from Debian"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
