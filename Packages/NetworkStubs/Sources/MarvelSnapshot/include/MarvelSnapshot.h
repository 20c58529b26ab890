#ifndef MARVEL_SNAPSHOT_H
#define MARVEL_SNAPSHOT_H
#include <stddef.h>
#include "MarvelSnapshotFacts.h"

/// The first byte of snapshot.sqlite.zst, the 2017 snapshot database compressed with zstd, compiled
/// into the binary: read-only data, paged in only when the database is first written to disk.
const unsigned char *marvel_snapshot_bytes(void);

/// The number of bytes at marvel_snapshot_bytes().
size_t marvel_snapshot_size(void);

#endif
