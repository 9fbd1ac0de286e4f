#ifndef C_MEMORY_TUNING_H
#define C_MEMORY_TUNING_H

/// Sets glibc's malloc to a fixed mmap threshold of `mmap_threshold` bytes and at most
/// `arena_max` arenas (see Sources/App/infinite-stories/MemoryTuning.swift for why). No-op on other
/// C libraries. Swift's Glibc module does not expose <malloc.h>, hence this file.
void cmt_tune_allocator(int mmap_threshold, int arena_max);

#endif
