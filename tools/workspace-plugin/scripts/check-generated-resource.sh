#!/usr/bin/env bash
# Proves the resource generator end to end: scaffold a resource into this checkout, count the files it touched (and how
# many of them are the shared lists resources register in), lint and type-check with it in place, run its contract suite
# on the fake, PGlite (and PostgreSQL with TEST_DATABASE_URL), its contract sweep beside every-route's, then
# `npm run openapi` and the committed-document check; then put every file back as it was, uncommitted edits included.
set -euo pipefail
cd "$(dirname "$0")/../../.."
name="${1:-probe-notes}"
shared=(libs/domain/src/index.ts libs/testing/src/fakes/fake-resources.ts libs/adapters/persistence/src/repositories/typeorm-resources.ts
  apps/api/src/composition/app.areas.ts)
regenerated=(docs/openapi.json docs/console-openapi.json libs/sdk/src/generated apps/console/src/api/generated)
backup="$(mktemp -d)"
for file in "${shared[@]}" "${regenerated[@]}"; do mkdir -p "$backup/$(dirname "$file")" && cp -R "$file" "$backup/$file"; done
untracked_before="$(git ls-files --others --exclude-standard | sort)"
restore() {
  comm -13 <(echo "${untracked_before}") <(git ls-files --others --exclude-standard | sort) | while read -r file; do rm -f "$file"; done
  for file in "${shared[@]}" "${regenerated[@]}"; do rm -rf "$file" && cp -R "$backup/$file" "$file"; done
  find apps/api/src/public-api libs/domain/src -type d -empty -delete
  rm -rf "$backup"
}
trap restore EXIT
changed_before="$(git status --porcelain --untracked-files=all | sort)"
npx nx g @gig/workspace-plugin:resource "${name}" --no-interactive
touched="$(comm -13 <(echo "${changed_before}") <(git status --porcelain --untracked-files=all | sort) | awk '{print $2}')"
count="$(echo "${touched}" | wc -l)"
shared_count="$(echo "${touched}" | grep -cxF -f <(printf '%s\n' "${shared[@]}") || true)"
echo "${touched}"
echo "the generated resource ${name} touched ${count} files, ${shared_count} of them shared lists"
# Today's figures (the issue asks for 15 and 3): a rise fails.
if [ "${count}" -gt 17 ] || [ "${shared_count}" -gt 4 ]; then
  echo "more files than the 17 (4 shared) a resource touches today" >&2
  exit 1
fi
export NX_DAEMON=false NX_NO_CLOUD=true
jest() { node --experimental-vm-modules --no-warnings=ExperimentalWarning node_modules/jest/bin/jest.js --ci "$@"; }
npx nx run-many -t lint -p domain testing persistence api workspace-plugin --skip-nx-cache --output-style=stream
npx tsc -p tools/node-typecheck/tsconfig.json --noEmit
npx tsc -p apps/api/tsconfig.json --noEmit
jest -c libs/testing/jest.config.js in-memory.repositories
jest -c libs/adapters/persistence/jest.config.js typeorm.persistence.spec migrations.spec
jest -c apps/api/jest.config.js "${name}.contract.e2e" every-route.contract.e2e
npm run openapi
jest -c apps/api/jest.config.js apps/api/src/composition/openapi-committed.spec.ts
echo "generated resource ${name}: ${count} files (${shared_count} shared); lint, typecheck, its contracts on every adapter, its sweep and the committed documents passed"
