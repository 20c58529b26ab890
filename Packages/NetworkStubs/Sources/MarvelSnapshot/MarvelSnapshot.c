#include "MarvelSnapshot.h"

// The bytes of the file beside this one, put in by the compiler (C23 #embed): no resource to
// look up beside the executable, and no Swift literal to type-check.
static const unsigned char snapshot[] = {
#embed "snapshot.sqlite.zst"
};

const unsigned char *marvel_snapshot_bytes(void) { return snapshot; }

size_t marvel_snapshot_size(void) { return sizeof snapshot; }
