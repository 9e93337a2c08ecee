#!/usr/bin/env bash
# Runs every test of the workbench: engine, `ks`, app (egui_kittest, image snapshots) and the
# end-to-end tests, then clippy with the workspace lints.
#
# Image snapshots render with software Vulkan (Mesa's lavapipe). On a Debian machine where it is
# missing this script installs `mesa-vulkan-drivers` (needs root or sudo); likewise
# `poppler-utils` for the PDF tests and `chromium` for the player stations' browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -e /usr/share/vulkan/icd.d/lvp_icd.x86_64.json ] && [ ! -e /usr/share/vulkan/icd.d/lvp_icd.aarch64.json ]; then
  if command -v apt-get >/dev/null; then
    echo "scripts/test.sh: installing mesa-vulkan-drivers for the image snapshots" >&2
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq mesa-vulkan-drivers >/dev/null
  else
    echo "scripts/test.sh: no apt-get; install Mesa's Vulkan drivers (lavapipe) by hand" >&2
  fi
fi

# The printed casualty record sheets are checked by rendering them with poppler (pdftoppm,
# pdfinfo, pdftotext); without it those tests skip, and under CI=true they fail.
if ! command -v pdftoppm >/dev/null || ! command -v pdftotext >/dev/null || ! command -v pdfinfo >/dev/null; then
  if command -v apt-get >/dev/null; then
    echo "scripts/test.sh: installing poppler-utils for the PDF tests" >&2
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq poppler-utils >/dev/null
  else
    echo "scripts/test.sh: no apt-get; install poppler-utils (pdftoppm, pdfinfo, pdftotext) by hand" >&2
  fi
fi

# The player stations' page is tested in a real headless browser (Debian's Chromium); without
# it those tests skip, and under CI=true they fail.
if ! command -v chromium >/dev/null && ! command -v chromium-browser >/dev/null; then
  if command -v apt-get >/dev/null; then
    echo "scripts/test.sh: installing chromium for the player stations' browser tests" >&2
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
  else
    echo "scripts/test.sh: no apt-get; install Chromium by hand for the browser tests" >&2
  fi
fi

# libjpeg-turbo (under the `mozjpeg` crate) assembles its SIMD code with `nasm`: with it a
# scan's full decode takes about a third less CPU. Without it the build still works, in plain C.
if ! command -v nasm >/dev/null; then
  if command -v apt-get >/dev/null; then
    echo "scripts/test.sh: installing nasm for libjpeg-turbo's SIMD" >&2
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq nasm >/dev/null
  else
    echo "scripts/test.sh: no apt-get; install nasm by hand for libjpeg-turbo's SIMD" >&2
  fi
fi

cargo test --workspace --all-targets --locked
cargo clippy --workspace --all-targets --locked -- -D warnings
