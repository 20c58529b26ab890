# Sourced by the scripts that build this repository's modules from copies at other paths in the
# shared scratch folder (scripts/examples: a clone; scripts/check-copied-alone: copied folders).
# `forget_modules SCRATCH [PACKAGE_FOLDER...]` deletes what SCRATCH holds of the modules of those
# packages (their Sources/* and Tests/* folders; by default every package under Packages/): a
# module built from other paths, or a client of one, was seen reused there instead of rebuilt
# (a link then failed on a function the older build did not have). The scripts call it before
# and after such builds. Third-party modules stay.
forget_modules() {
    local scratch=$1 root folder module
    shift
    root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
    [ $# -eq 0 ] && set -- "$root"/Packages/*/
    for folder in "$@"; do
        for module in "$folder"/Sources/*/ "$folder"/Tests/*/; do
            [ -d "$module" ] || continue
            module=$(basename "$module")
            rm -rf "$scratch/debug/$module.build" "$scratch/debug/Modules/$module".*
        done
    done
}
