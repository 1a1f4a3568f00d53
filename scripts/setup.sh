#!/usr/bin/env bash
# Installs what `make serve` (setup.sh build) or `make test` (setup.sh test)
# needs and is missing. Idempotent; fetches only from the package registries
# (crates.io, npm, Debian).
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-build}
TRUNK_VERSION=0.21.14
BINARYEN_VERSION=132
GECKODRIVER_VERSION=0.37.1
WASM_SPLIT_VERSION=0.2.4
export PATH="$HOME/.cargo/bin:$PATH"

say() { echo "setup: $*"; }

# wasm-bindgen's CLI must be exactly the library version in Cargo.lock.
wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (takes about 11 minutes)"
  cargo install --locked trunk --version "$TRUNK_VERSION"
fi

bindgen_version=$(wasm_bindgen_version)
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $bindgen_version" ] ||
   ! command -v wasm-bindgen-test-runner >/dev/null; then
  say "installing wasm-bindgen-cli $bindgen_version (takes about 3 minutes)"
  cargo install wasm-bindgen-cli --version "$bindgen_version" --force
fi

# wasm-opt, and wasm-merge, wasm-dis and wasm-as, which join the page's
# parts (scripts/wasm-build.mjs).
if ! wasm-opt --version 2>/dev/null | grep -q "version $BINARYEN_VERSION" ||
   ! command -v wasm-merge >/dev/null; then
  say "installing binaryen's tools (npm binaryen@$BINARYEN_VERSION)"
  npm install --global --no-audit --no-fund "binaryen@$BINARYEN_VERSION"
fi

# The splitter of the page's wasm into parts: the CLI of the crate whose
# runtime (wasm_split_helpers) the app links.
# (It has no --version: cargo's list of installed crates says which.)
if ! command -v wasm-split-cli >/dev/null ||
   ! cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
  say "installing wasm-split-cli $WASM_SPLIT_VERSION (takes about 2 minutes)"
  cargo install --locked wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary
fi

# The build minifies the app's JavaScript glue with npm's terser, and the
# browser tests drive Chromium and Firefox with playwright-core and
# puppeteer-core: node_modules is reinstalled only when the lock file changed.
lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ "$(cat node_modules/.cubeplay-lock-hash 2>/dev/null)" != "$lock_hash" ]; then
  say "installing the npm packages (npm ci)"
  npm ci --no-audit --no-fund
  echo "$lock_hash" > node_modules/.cubeplay-lock-hash
fi

if [ "$mode" = test ]; then
  # fonts-knda: Kannada glyphs for the screenshots the browser tests take.
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null ||
     ! dpkg -s fonts-knda >/dev/null 2>&1; then
    say "installing Debian's chromium, chromium-driver and fonts-knda"
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver fonts-knda
  fi
  # The cross-browser tests (tests/browsers/): Firefox ESR, and WebKitGTK's
  # WebDriver and MiniBrowser, which needs an X server (xvfb-run).
  if ! command -v firefox-esr >/dev/null || ! command -v WebKitWebDriver >/dev/null ||
     ! [ -x /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser ] || ! command -v xvfb-run >/dev/null; then
    say "installing Debian's firefox-esr, webkit2gtk-driver and xvfb"
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y firefox-esr webkit2gtk-driver xvfb
  fi
  # geckodriver runs the engine's wasm tests in Firefox (wasm-bindgen-test-runner).
  if [ "$(geckodriver --version 2>/dev/null | head -n 1)" != "geckodriver $GECKODRIVER_VERSION" ]; then
    say "installing geckodriver $GECKODRIVER_VERSION (takes about 3 minutes)"
    cargo install --locked geckodriver --version "$GECKODRIVER_VERSION"
  fi
  if ! rustup component list --installed | grep -q '^clippy'; then rustup component add clippy; fi
  if ! rustup component list --installed | grep -q '^rustfmt'; then rustup component add rustfmt; fi
fi
