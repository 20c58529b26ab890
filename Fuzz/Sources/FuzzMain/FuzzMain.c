// The fuzz executable has no main of its own: libFuzzer's (from libclang_rt.fuzzer, linked by
// -sanitize=fuzzer) runs it, calling the Swift target Fuzzers' LLVMFuzzerInitialize (which
// picks the target by FUZZ_TARGET) and LLVMFuzzerTestOneInput. A C executable target, so that
// SwiftPM renames no Swift main in a debug build and the executable links the same way in debug
// and release.
