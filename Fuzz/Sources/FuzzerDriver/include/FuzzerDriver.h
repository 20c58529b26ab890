// libFuzzer's driver, for a fuzz target with a main of its own. SwiftPM links an executable's
// main as `<module>_main` and points `main` at it, so libFuzzer's own main is never called;
// each target's main calls this instead, with its arguments and its test function.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));
