#ifndef HEROES_NO_CRASH_HELPER_H
#define HEROES_NO_CRASH_HELPER_H

// The Swift runtime's lookup of its auxiliary programs (swift/Runtime/Paths.h), answered here
// for the `heroes` executable: see no_crash_helper.c.
char *swift_copyAuxiliaryExecutablePath(const char *name);

#endif
