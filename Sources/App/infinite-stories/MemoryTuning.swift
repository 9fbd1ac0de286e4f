import CMemoryTuning

/// glibc allocator settings for the app process, applied before anything is allocated in bulk.
///
/// Why: loading 10,000 stories decodes 100 pages of ~540 KB of JSON. glibc's mmap threshold
/// adapts upwards to the largest block freed, so after the first page those buffers come from
/// the heap, where the long-lived story summaries allocated meanwhile pin the holes they leave;
/// and each thread that allocates may get its own arena (8 per core), each keeping its own high
/// water mark. A fixed threshold sends big transient buffers to `mmap` (returned on free) and two
/// arenas are plenty for one UI thread and a few network tasks: ~6 MiB less resident memory with
/// 10,000 stories (docs/performance.md), no measurable cost.
enum MemoryTuning {
    static func apply() {
        cmt_tune_allocator(128 * 1024, 2)
    }
}
