#!/usr/bin/env bash
# Proves the platform-adapter generator end to end: scaffold a fifth family into this checkout,
# lint, type-check and test it untouched (and the app and domain it registers in), then put every
# file back as it was, uncommitted edits included.
set -euo pipefail
cd "$(dirname "$0")/../../.."
family="${1:-probe-family}"
touched=(tsconfig.base.json libs/domain/src/platforms/platform.ts apps/api/src/connectors/live-connectors.ts)
backup="$(mktemp -d)"
for file in "${touched[@]}"; do mkdir -p "$backup/$(dirname "$file")" && cp "$file" "$backup/$file"; done
restore() {
  for file in "${touched[@]}"; do cp "$backup/$file" "$file"; done
  rm -rf "libs/adapters/${family}" "$backup"
}
trap restore EXIT
npx nx g @gig/workspace-plugin:platform-adapter "${family}" --no-interactive
npx nx run-many -t lint typecheck test -p "${family}" --skip-nx-cache --output-style=stream
npx nx run-many -t lint typecheck -p api domain --skip-nx-cache --output-style=stream
echo "generated family ${family}: lint, typecheck and tests passed"
