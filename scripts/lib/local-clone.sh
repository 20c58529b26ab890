# Sourced by the scripts that build outside packages against this repository by URL
# (scripts/check-copied-alone, scripts/examples). `local_clone FOLDER` makes FOLDER/heroes a git
# repository of the work tree as it is (tracked and new files, not ignored ones), committed and
# tagged with the version in VERSION: CI's fresh clone may have no tags, and uncommitted edits
# are what a developer wants to check. It then writes FOLDER/swiftpm-config/mirrors.json, which
# points the repository's public URL at that clone: pass `--config-path FOLDER/swiftpm-config`
# to swift build, and the manifests keep naming the public URL.
HEROES_PUBLIC_URL="https://github.com/heroes-swift/heroes.git"

local_clone() {
    local folder=$1 root
    root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
    mkdir -p "$folder/heroes"
    # One tar for the whole list (read from stdin): xargs would split a long list over several
    # tars, and the reading tar stops at the end of the first archive. A tracked file deleted in
    # the work tree is left out.
    (cd "$root" && git ls-files -z --cached --others --exclude-standard |
        tar --null --files-from=- --ignore-failed-read -cf - 2>/dev/null) |
        tar -xf - -C "$folder/heroes"
    local version
    version=$(tr -d ' \n' <"$root/VERSION")
    git -C "$folder/heroes" init -q
    git -C "$folder/heroes" add -A
    git -C "$folder/heroes" -c user.name=heroes -c user.email=heroes@localhost -c commit.gpgsign=false \
        commit -q -m "work tree at $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
    git -C "$folder/heroes" tag "$version"
    # The shared mirrors file SwiftPM reads from --config-path (`swift package config set-mirror`
    # writes the root package's own .swiftpm/configuration instead, inside the copied folder).
    mkdir -p "$folder/swiftpm-config"
    printf '{\n  "object" : [\n    {\n      "mirror" : "file://%s/heroes",\n      "original" : "%s"\n    }\n  ],\n  "version" : 1\n}\n' \
        "$folder" "$HEROES_PUBLIC_URL" >"$folder/swiftpm-config/mirrors.json"
}
