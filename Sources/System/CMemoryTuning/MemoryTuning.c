#include "CMemoryTuning.h"

#include <stdlib.h> /* defines __GLIBC__ on glibc */

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void cmt_tune_allocator(int mmap_threshold, int arena_max) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, mmap_threshold);
    mallopt(M_ARENA_MAX, arena_max);
#else
    (void)mmap_threshold;
    (void)arena_max;
#endif
}
