// Only the declaration in include/FuzzerDriver.h is needed; libclang_rt.fuzzer defines it.
#include "FuzzerDriver.h"
