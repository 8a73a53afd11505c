#!/usr/bin/env bash
# Builds parlour as a one-folder app in dist/parlour/ and checks that the result starts.
#
#     bash packaging/build.sh
#
# Uses (or makes) the virtualenv .venv, installs PyInstaller into it (the "packaging"
# extra), renders the app icon PNG from assets/icons/parlour.svg, builds from
# packaging/parlour.spec, then runs the built app headless for a few seconds: it must keep
# running, quit cleanly on SIGTERM (SDL turns it into a window close) and log no error.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".[packaging]"

echo "== rendering assets/icons/parlour.png"
SDL_VIDEODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 .venv/bin/python - <<'PY'
import pygame

icon = pygame.image.load_sized_svg("assets/icons/parlour.svg", (256, 256))
pygame.image.save(icon, "assets/icons/parlour.png")
PY

echo "== building dist/parlour"
.venv/bin/pyinstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/parlour.spec

echo "== smoke test"
data_dir=$(mktemp -d)
trap 'rm -rf "$data_dir"' EXIT
status=0
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy timeout --preserve-status -s TERM 6 \
    dist/parlour/parlour --data-dir "$data_dir" --lang en >"$data_dir/out.txt" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
    echo "the built app exited with status $status:" >&2
    cat "$data_dir/out.txt" >&2
    exit 1
fi
if [ ! -f "$data_dir/config/settings.json" ]; then
    echo "the built app did not shut down through its own loop (no settings written)" >&2
    exit 1
fi
if grep -q -E "Traceback|ERROR|WARNING .*font" "$data_dir/out.txt" "$data_dir"/parlour.log 2>/dev/null; then
    echo "the built app reported errors:" >&2
    cat "$data_dir/out.txt" "$data_dir"/parlour.log >&2 2>/dev/null
    exit 1
fi
echo "dist/parlour/parlour starts, runs and quits cleanly ($(du -sh dist/parlour | cut -f1))"
