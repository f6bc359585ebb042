#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdint.h>

/// Heap allocations (malloc, calloc, realloc, aligned forms) since the process started.
uint64_t malloc_counter_allocations(void);
/// Whether the interposed allocator is the one in use (allocations are being counted).
int malloc_counter_active(void);
/// Bytes in use by the heap (glibc's mallinfo2 `uordblks`).
uint64_t malloc_counter_bytes_in_use(void);

#endif
