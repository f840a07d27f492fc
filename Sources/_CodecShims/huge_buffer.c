// Large scratch buffers the kernel may back with transparent huge pages.
#include "shim_internal.h"
#include <stdlib.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

enum { HUGE_PAGE = 2 << 20 };

void *duo_huge_buffer(size_t length) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (length >= HUGE_PAGE) {
        void *bytes = NULL;
        if (posix_memalign(&bytes, HUGE_PAGE, length) != 0) return NULL;
        // Only advice: where it is declined the buffer is an ordinary one.
        size_t whole = length / HUGE_PAGE * HUGE_PAGE;
        (void)madvise(bytes, whole, MADV_HUGEPAGE);
        return bytes;
    }
#endif
    return malloc(length);
}
