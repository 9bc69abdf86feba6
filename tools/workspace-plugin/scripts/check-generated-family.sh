#!/usr/bin/env bash
# Proves the platform-adapter generator end to end: scaffold a fifth family into this checkout, check that
# nothing under libs/domain changed, lint, type-check and test it untouched, type-check the app and the domain
# with it loaded, and show GET /v1/platforms listing its platform; then put every file back as it was,
# uncommitted edits included.
set -euo pipefail
cd "$(dirname "$0")/../../.."
family="${1:-probe-family}"
touched=(tsconfig.base.json apps/api/src/platform/families/platform-families.json apps/api/src/platform/families/platform-families.ts)
backup="$(mktemp -d)"
for file in "${touched[@]}"; do mkdir -p "$backup/$(dirname "$file")" && cp "$file" "$backup/$file"; done
restore() {
  for file in "${touched[@]}"; do cp "$backup/$file" "$file"; done
  rm -rf "libs/adapters/${family}" "$backup"
}
trap restore EXIT
domain_state() { git status --porcelain --untracked-files=all -- libs/domain; git diff -- libs/domain | git hash-object --stdin; }
domain_before="$(domain_state)"
npx nx g @gig/workspace-plugin:platform-adapter "${family}" --no-interactive
if [ "$(domain_state)" != "${domain_before}" ]; then
  echo "the generator changed files under libs/domain" >&2
  exit 1
fi
npx nx run-many -t lint test -p "${family}" --skip-nx-cache --output-style=stream
# One program type-checks every Node project, the new lib with them (tools/node-typecheck).
npx nx run-many -t lint typecheck -p api domain node-typecheck --skip-nx-cache --output-style=stream
code="$(echo "${family}" | tr '-' '_')_test"
node --experimental-vm-modules --no-warnings=ExperimentalWarning node_modules/jest/bin/jest.js --ci -c apps/api/jest.config.js \
  apps/api/src/composition/connectors/platform-families.e2e.spec.ts -t 'lists the platforms of every family' --verbose
echo "generated family ${family}: domain untouched; lint, typecheck and tests passed; GET /v1/platforms lists ${code}"
