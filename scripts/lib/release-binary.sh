# Sourced by scripts/heroes and scripts/install: where the release binary of scripts/build-release
# is, and whether it is current. Costs one `find` (no dpkg query, no swift) so that a call to a
# built heroes pays almost nothing; the set-up (scripts/bootstrap) is checked only before a build.
#   $release_binary             the path of the binary (it may not exist yet)
#   release_binary_is_current   true when it exists and nothing it is built from is newer: the
#                               sources, C headers and module maps, the compiled-in catalog, the
#                               manifests, and the link scripts and flags of scripts/build-release
#   build_release_binary WHO    bootstraps and builds it; on failure prints the log, says who
#                               failed and returns 1
release_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
release_binary="$release_root/.build-release/release/heroes"
release_binary_is_current() {
    [ -x "$release_binary" ] || return 1
    # Documentation (*.md, DocC catalogues) and API.txt do not go into the binary; tests neither.
    [ -z "$(command -p find "$release_root/App" "$release_root/Packages" "$release_root/scripts/link-static" \
        "$release_root/scripts/build-release" -newer "$release_binary" -type f \
        -not -path '*/Tests/*' -not -path '*/.build*' -not -name '*.md' -not -name '*.txt' -not -name '*.resolved' \
        -print -quit)" ]
}
build_release_binary() {
    local who=$1 log="$release_root/.build-release.log"
    "$release_root/scripts/bootstrap" || return 1
    echo "$who: building heroes (release; the first build takes a few minutes)…" >&2
    if ! "$release_root/scripts/build-release" >"$log" 2>&1; then
        command -p cat "$log" >&2
        echo "$who: the build failed (log: $log)" >&2
        return 1
    fi
    # SwiftPM leaves the binary as it was when nothing needed linking: mark it current.
    command -p touch "$release_binary"
}
