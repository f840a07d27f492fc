// Large short-lived buffers mapped from the system, which the kernel may back with transparent
// huge pages, and given back to it when freed.
#include "shim_internal.h"
#include <stdlib.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

enum { HUGE_PAGE = 2 << 20 };

void *duo_huge_mapping(size_t length) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (length >= HUGE_PAGE) {
        // Mapped one huge page over, then trimmed to a 2 MiB-aligned start.
        size_t span = length + HUGE_PAGE;
        uint8_t *mapped = mmap(NULL, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (mapped == MAP_FAILED) return NULL;
        uint8_t *start = (uint8_t *)(((uintptr_t)mapped + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));
        size_t pages = (length + 4095) & ~(size_t)4095;
        if (start > mapped) munmap(mapped, (size_t)(start - mapped));
        if (mapped + span > start + pages) munmap(start + pages, (size_t)(mapped + span - (start + pages)));
        (void)madvise(start, length / HUGE_PAGE * HUGE_PAGE, MADV_HUGEPAGE);
        return start;
    }
#endif
    return malloc(length);
}

void duo_huge_mapping_free(void *bytes, size_t length) {
    if (!bytes) return;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (length >= HUGE_PAGE) {
        munmap(bytes, (length + 4095) & ~(size_t)4095);
        return;
    }
#endif
    free(bytes);
}
