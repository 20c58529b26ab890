// The Swift runtime catches crashes by running a helper program, swift-backtrace, which it looks
// for under <root>/libexec/swift/<platform>/ and in <root>, where <root> is the folder of the
// executable as the loader names it. For a program started through PATH that name is argv[0],
// `heroes`, so <root> is the working folder: run in a folder holding an executable named
// swift-backtrace (a cloned repository, a download), a crashing heroes ran it (found 2026-11-23).
//
// heroes ships no such helper. This definition is linked before the static Swift runtime, so the
// runtime's own (Paths.cpp, which defines nothing else heroes uses) is never taken: the lookup
// answers that there is none, the runtime installs no crash handler, a crash ends the process as
// the system's default does (the runtime still prints a fatal error's message), and the seven
// paths are no longer looked at on every start. SWIFT_BACKTRACE=swift-backtrace=PATH still names
// a helper explicitly, for whoever wants one.
#include "no_crash_helper.h"

#include <stddef.h>

char *swift_copyAuxiliaryExecutablePath(const char *name) {
    (void)name;
    return NULL;
}
