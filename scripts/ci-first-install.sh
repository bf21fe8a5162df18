#!/usr/bin/env bash
# A first install as the README tells it, where a careless one fails: from a clone in a folder
# only its owner can enter (mode 0700, like /root), as root on CI (docs/decisions/0038).
#
#   scripts/ci-first-install.sh        # exit 0, or one line saying what failed
#
# It clones this repository's committed HEAD into a fresh 0700 folder, runs the README's two
# commands there (node_modules, `npm run build`, `npm start` on a free port), waits
# for `/` to answer 200 with the sample content's title, stops the site with SIGTERM and checks
# it exited cleanly; then removes the folder, the cluster it left (under
# /var/lib/fondation-chicoutimi when DATA_DIR was out of the postgres account's reach) and the
# binaries' copy if this run made it. No PostgreSQL it started survives it.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RELOCATION_ROOT=/var/lib/fondation-chicoutimi
TITLE="Bienvenue à la Fondation Dahira Tidjaniya de Chicoutimi"
START_TIMEOUT=${FIRST_INSTALL_START_TIMEOUT:-90}
STARTED=$(date +%s)

DIR=$(mktemp -d "${TMPDIR:-/tmp}/premiere-installation.XXXXXX")
chmod 700 "$DIR"
SITE=$DIR/site
LOG=$DIR/site.log
SERVER_PID=
# Binaries' copies present before: only those this run made are removed.
BINARIES_BEFORE=$(ls -d "$RELOCATION_ROOT"/postgresql-* 2>/dev/null || true)

# The site's last lines first, for whoever reads the CI log; the last line says what failed.
fail() {
  if [[ -s $LOG ]]; then
    echo "--- dernières lignes du site ---" >&2
    tail -n 15 "$LOG" >&2
  fi
  echo "ci-first-install : ÉCHEC — $*" >&2
  exit 1
}

# The cluster DATA_DIR/pg is, or links to.
cluster_dir() {
  local pg=$SITE/data/pg
  [[ -L $pg ]] && readlink -f "$pg" || echo "$pg"
}

stop_postgres() {
  local pidfile pid
  pidfile=$(cluster_dir)/postmaster.pid
  [[ -f $pidfile ]] || return 0
  pid=$(head -n 1 "$pidfile")
  # Only the postmaster of this cluster (its working folder), never another PostgreSQL.
  if [[ -n $pid && $(readlink "/proc/$pid/cwd" 2>/dev/null) == "$(cluster_dir)" ]]; then
    kill -INT "$pid" 2>/dev/null
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null
  fi
}

cleanup() {
  local status=$?
  trap - EXIT
  # npm and the site run in a process group of their own (setsid below): all of it goes.
  if [[ -n $SERVER_PID ]]; then
    kill -KILL -- "-$SERVER_PID" 2>/dev/null
    wait "$SERVER_PID" 2>/dev/null
  fi
  stop_postgres
  local cluster
  cluster=$(cluster_dir)
  if [[ $cluster == "$RELOCATION_ROOT"/base-*/pg ]]; then rm -rf "$(dirname "$cluster")"; fi
  local copy
  for copy in "$RELOCATION_ROOT"/postgresql-*; do
    [[ -d $copy ]] || continue
    grep -qxF "$copy" <<<"$BINARIES_BEFORE" || rm -rf "$copy"
  done
  rmdir "$RELOCATION_ROOT" 2>/dev/null
  rm -rf "$DIR"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

# Each line: what starts now, and the seconds since the beginning.
step() { echo "ci-first-install : $1 (à $(($(date +%s) - STARTED)) s)"; }

step "clone de $ROOT dans $SITE (dossier 0700, en tant que $(id -un))"
git clone -q "$ROOT" "$SITE" || fail "git clone a échoué"
cd "$SITE" || fail "dossier $SITE absent"

# node_modules: by default this checkout's, hard-linked into the clone (a second or two; the
# same bytes `npm ci` would write, from the same package-lock.json), so the PostgreSQL binaries
# sit inside the 0700 folder as after `npm ci` there. A symlink would not do: the binaries would
# resolve to the checkout's reachable folder. FIRST_INSTALL_NPM_CI=1 runs `npm ci` itself (from
# npm's cache: about a minute on an idle machine, five on a loaded one).
MODULES=$(readlink -f "$ROOT/node_modules")
if [[ ${FIRST_INSTALL_NPM_CI:-} == 1 || ! -d $MODULES ]]; then
  step "npm ci"
  npm ci --prefer-offline --no-audit --no-fund --loglevel=error >"$DIR/npm-ci.log" 2>&1 ||
    fail "npm ci a échoué : $(tail -n 3 "$DIR/npm-ci.log" | tr '\n' ' ')"
else
  step "node_modules de $MODULES lié dans le clone (FIRST_INSTALL_NPM_CI=1 : npm ci)"
  cp -al "$MODULES" node_modules 2>/dev/null || { rm -rf node_modules; cp -a "$MODULES" node_modules; } ||
    fail "copie de node_modules impossible"
fi
step "npm run build"
npm run build >"$DIR/build.log" 2>&1 || fail "npm run build a échoué : $(tail -n 3 "$DIR/build.log" | tr '\n' ' ')"

PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
step "npm start sur 127.0.0.1:$PORT"
# Only what a first install has: no setting but the port (and no variable of the caller's);
# placeholder images, which spares the seed's image generation and proves nothing here.
env -i PATH="$PATH" HOME="${HOME:-/root}" PORT="$PORT" HOST=127.0.0.1 SEED_IMAGES=false \
  setsid npm start >"$LOG" 2>&1 &
SERVER_PID=$!

deadline=$(($(date +%s) + START_TIMEOUT))
body=
while :; do
  kill -0 "$SERVER_PID" 2>/dev/null || fail "le site s'est arrêté au démarrage"
  code=$(curl -s -o "$DIR/page.html" -w '%{http_code}' "http://127.0.0.1:$PORT/" 2>/dev/null)
  if [[ $code == 200 ]]; then
    body=$(cat "$DIR/page.html")
    break
  fi
  (($(date +%s) < deadline)) || fail "/ n'a pas répondu 200 en $START_TIMEOUT s (dernier code : ${code:-aucun})"
  sleep 0.5
done
[[ $body == *"$TITLE"* ]] || fail "/ répond 200 sans le titre du contenu d'exemple « $TITLE »"
step "/ répond 200 avec le contenu d'exemple (base : $(cluster_dir))"

# SIGTERM to the site itself, as its systemd unit does (KillMode=mixed): npm does not pass it on
# and would leave the site running; npm then exits with the site's code.
site_pid() {
  local pid=$1 child
  [[ $(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null) == "node server.js " ]] && { echo "$pid"; return; }
  for child in $(ps -o pid= --ppid "$pid"); do site_pid "$child"; done
}
NODE_PID=$(site_pid "$SERVER_PID" | head -n 1)
[[ -n $NODE_PID ]] || fail "processus « node server.js » introuvable sous npm start"
kill -TERM "$NODE_PID"
wait "$SERVER_PID"
code=$?
SERVER_PID=
((code == 0)) || fail "le site s'est arrêté avec le code $code après SIGTERM"
if [[ -f $(cluster_dir)/postmaster.pid ]]; then fail "PostgreSQL tourne encore après l'arrêt du site"; fi

step "réussi : le site s'est arrêté proprement"
