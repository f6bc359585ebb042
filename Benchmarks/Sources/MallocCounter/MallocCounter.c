// Counts heap allocations by defining malloc and friends in the executable, which the dynamic
// linker prefers over libc's for every library (the Swift runtime and Foundation included).
// Each call is forwarded to glibc's own entry points (__libc_malloc …), so nothing recurses.
// Counting is switched on only while an allocation count is taken: a counted call does a
// locked add, which an app's allocator does not, so the timed rounds run without it.
#define _GNU_SOURCE
#include "MallocCounter.h"
#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static _Atomic uint64_t allocations = 0;
static _Atomic int counting = 0;

static inline void count(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) { count(); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { count(); return __libc_calloc(n, size); }
void *realloc(void *pointer, size_t size) { count(); return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }
void *memalign(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
int posix_memalign(void **result, size_t alignment, size_t size) {
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void malloc_counter_start(void) { atomic_store_explicit(&counting, 1, memory_order_relaxed); }
void malloc_counter_stop(void) { atomic_store_explicit(&counting, 0, memory_order_relaxed); }
uint64_t malloc_counter_allocations(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }

/// Called through a volatile pointer, so that the compiler cannot drop the allocation below.
static void *(*volatile probe)(size_t) = malloc;

int malloc_counter_active(void) {
    uint64_t before = malloc_counter_allocations();
    malloc_counter_start();
    void *pointer = probe(16);
    malloc_counter_stop();
    free(pointer);
    return malloc_counter_allocations() != before;
}
uint64_t malloc_counter_bytes_in_use(void) { return (uint64_t)mallinfo2().uordblks; }
#else
void malloc_counter_start(void) {}
void malloc_counter_stop(void) {}
uint64_t malloc_counter_allocations(void) { return 0; }
int malloc_counter_active(void) { return 0; }
uint64_t malloc_counter_bytes_in_use(void) { return 0; }
#endif
