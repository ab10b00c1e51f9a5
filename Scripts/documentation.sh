#!/usr/bin/env bash
# Builds the DocC documentation of every product with swift-docc-plugin and fails when DocC prints a warning
# (a broken symbol or article link, an undocumented parameter, an inherited comment whose links do not resolve).
#   bash Scripts/documentation.sh              # the archives land in .build/plugins/Swift-DocC/outputs
#   bash Scripts/documentation.sh --scratch-path DIR
# .ci/run runs it; README.md's "Documentation" section points here.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(ReuseCore ReuseKit UIKit QuartzCore CoreGraphics UniformTypeIdentifiers MobileCoreServices SafariServices Photos PhotosUI
    UserNotifications
    ReuseData
    ReuseSQLite ReuseTerminal ReuseRender ReuseSnapshotTesting ReuseWindow ReuseExamples ReuseTools reusekit)
arguments=()
for target in "${targets[@]}"; do
    arguments+=(--target "$target")
done

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift package "$@" generate-documentation "${arguments[@]}" >"$log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
    cat "$log" >&2
    echo "error: swift package generate-documentation failed (exit $status); its output is above" >&2
    exit 1
fi
built=$(grep -c "^Finished building documentation for" "$log" || true)
if [ "$built" -ne "${#targets[@]}" ]; then
    cat "$log" >&2
    echo "error: documentation built for $built of ${#targets[@]} targets (${targets[*]})" >&2
    exit 1
fi
if grep -q "^warning:" "$log"; then
    grep -A3 "^warning:" "$log" >&2
    echo "error: DocC printed $(grep -c "^warning:" "$log") warnings (above); fix each link or comment" >&2
    exit 1
fi
echo "documentation: ${#targets[@]} targets built with no warnings"
sed -n '/^Generated /,$p' "$log"
