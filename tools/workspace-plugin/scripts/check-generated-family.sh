#!/usr/bin/env bash
# Proves the platform-adapter generator end to end: scaffold a fifth family into this checkout (the generator then runs
# `npm run openapi`, so the committed documents and typed clients list its placeholder platform), check that nothing
# under libs/domain changed, lint, type-check and test it untouched, type-check the app and the domain with it loaded,
# lint the documents, and run with it in place the committed-document check, the platform list and a sandbox company
# connecting an account on its placeholder platform (composition/connectors/family-sandbox.e2e.spec.ts); then
# put every file back as it was, uncommitted edits included.
set -euo pipefail
cd "$(dirname "$0")/../../.."
family="${1:-probe-family}"
touched=(tsconfig.base.json apps/api/src/platform/families/platform-families.json apps/api/src/platform/families/platform-families.ts
  docs/openapi.json docs/console-openapi.json libs/sdk/src/generated apps/console/src/api/generated)
backup="$(mktemp -d)"
for file in "${touched[@]}"; do mkdir -p "$backup/$(dirname "$file")" && cp -R "$file" "$backup/$file"; done
restore() {
  for file in "${touched[@]}"; do rm -rf "$file" && cp -R "$backup/$file" "$file"; done
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
code="$(echo "${family}" | tr '-' '_')_test"
if ! grep -q "\"${code}\"" docs/openapi.json; then
  echo "docs/openapi.json does not list ${code}: the generator did not regenerate the documents" >&2
  exit 1
fi
npx nx run-many -t lint test -p "${family}" --skip-nx-cache --output-style=stream
# One program type-checks every Node project, the new lib with them (tools/node-typecheck).
npx nx run-many -t lint typecheck -p api domain node-typecheck --skip-nx-cache --output-style=stream
npx nx run-many -t lint-openapi -p api --skip-nx-cache --output-style=stream
# The committed documents list the new platform, GET /v1/platforms lists it, and a sandbox company connects on it.
node --experimental-vm-modules --no-warnings=ExperimentalWarning node_modules/jest/bin/jest.js --ci -c apps/api/jest.config.js \
  apps/api/src/composition/openapi-committed.spec.ts apps/api/src/composition/connectors/platform-families.e2e.spec.ts \
  apps/api/src/composition/connectors/family-sandbox.e2e.spec.ts --verbose
echo "generated family ${family}: domain untouched; documents regenerated; lint, typecheck, the documents' check and the sandbox connection passed with ${code}"
