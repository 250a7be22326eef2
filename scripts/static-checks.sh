#!/usr/bin/env bash
# The type check and the lint side by side (one core each): `npm test` goes on only if both pass.
npm run --silent typecheck &
typecheck=$!
npm run --silent lint
lint=$?
wait "$typecheck"
typecheck=$?
exit $((typecheck || lint))
