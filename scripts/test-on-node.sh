#!/usr/bin/env bash
# Runs the unit, integration and e2e suites on other Node.js majors than the one installed (default: 22 and 24),
# the versions the README promises. The Node binaries come from the npm registry (the `node-<platform>-<arch>`
# packages), so this works on a machine that reaches npm and nothing else; they are kept in .tmp/node-<version>.
# The installed node_modules serve every major: our native dependencies are prebuilt Node-API addons.
#   bash scripts/test-on-node.sh          # 22 and 24
#   bash scripts/test-on-node.sh 24       # one major
set -euo pipefail
cd "$(dirname "$0")/.."

majors=("$@")
[ ${#majors[@]} -gt 0 ] || majors=(22 24)
package="node-$(node -p 'process.platform + "-" + process.arch')"

for major in "${majors[@]}"; do
  # The newest release of the major (npm lists a range's versions in publishing order, not by number).
  version=$(npm view "$package@$major" version --json | node -e '
    const versions = [JSON.parse(require("fs").readFileSync(0, "utf8"))].flat();
    const parts = (v) => v.split(".").map(Number);
    versions.sort((a, b) => parts(a).reduce((order, n, i) => order || n - parts(b)[i], 0));
    console.log(versions.at(-1));')
  dir=".tmp/node-$version"
  if [ ! -x "$dir/package/bin/node" ]; then
    mkdir -p "$dir"
    tarball=$(cd "$dir" && npm pack --silent "$package@$version")
    tar xzf "$dir/$tarball" -C "$dir"
    rm "$dir/$tarball"
  fi
  echo "── Node $("$dir/package/bin/node" --version) ──"
  PATH="$PWD/$dir/package/bin:$PATH" npm run test:unit
  PATH="$PWD/$dir/package/bin:$PATH" npm run test:e2e
done
# Leave the build as the installed Node makes it.
npm run build >/dev/null
