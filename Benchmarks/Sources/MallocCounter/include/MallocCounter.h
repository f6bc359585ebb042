#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdint.h>

/// Starts counting heap allocations (malloc, calloc, realloc, aligned forms).
void malloc_counter_start(void);
/// Stops counting; allocations after it pay only a check of the flag on top of glibc's own.
void malloc_counter_stop(void);
/// Heap allocations counted so far, while counting was on.
uint64_t malloc_counter_allocations(void);
/// Whether the interposed allocator is the one in use: one allocation, counted, tells.
int malloc_counter_active(void);
/// Bytes in use by the heap (glibc's mallinfo2 `uordblks`).
uint64_t malloc_counter_bytes_in_use(void);

#endif
