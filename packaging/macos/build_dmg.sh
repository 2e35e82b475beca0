#!/usr/bin/env bash
# Build Lantern.app and Lantern-<version>.dmg on macOS (run from the repo root):
#   bash packaging/macos/build_dmg.sh
# Needs: the project's venv (python3 scripts/dev.py install) and Xcode's
# command line tools (hdiutil, codesign ship with macOS).
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
python="$root/.venv/bin/python"
version="$("$python" -c 'import app; print(app.__version__)')"
app="$root/dist/Lantern.app"

"$python" "$root/packaging/build.py" bundle

rm -rf "$app"
mkdir -p "$app/Contents/MacOS" "$app/Contents/Resources"
cp -R "$root/dist/lantern/." "$app/Contents/MacOS/"
cp "$root/resources/icons/lantern.icns" "$app/Contents/Resources/"
sed "s/@VERSION@/$version/g" "$root/packaging/macos/Info.plist" > "$app/Contents/Info.plist"
plutil -lint "$app/Contents/Info.plist"

# Ad-hoc signature so Gatekeeper shows "unidentified developer" rather than
# "damaged"; a release build signs with a Developer ID and notarises instead.
codesign --force --deep --sign - "$app"

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
hdiutil create -volname "Lantern $version" -srcfolder "$staging" -ov -format UDZO \
    "$root/dist/Lantern-$version.dmg"
echo "$root/dist/Lantern-$version.dmg"
