// Internal to _CodecShims: the message collector and the growable buffer.
#ifndef DUO_SHIM_INTERNAL_H
#define DUO_SHIM_INTERNAL_H
#include "codec_shims.h"
#include <stdarg.h>

/// Compiles a hot loop twice on x86-64 Linux, for AVX2 and for the baseline, and picks one when
/// the program loads (an ELF ifunc); elsewhere (arm64 has NEON as its baseline, Mach-O has no
/// ifunc) the one baseline build.
#if defined(__x86_64__) && defined(__ELF__) && defined(__clang__)
#define DUO_VECTOR_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define DUO_VECTOR_CLONES
#endif

enum { DUO_MESSAGE_CAPACITY = 256, DUO_MAX_WARNINGS = 8 };

/// One codec run's error and first warnings; a warning repeated verbatim is kept once.
struct duo_messages {
    char error[DUO_MESSAGE_CAPACITY];
    char warnings[DUO_MAX_WARNINGS][DUO_MESSAGE_CAPACITY];
    int warning_count;
};

void duo_messages_reset(duo_messages *messages);
/// Records the error unless one is already recorded (the first cause wins).
void duo_messages_set_error(duo_messages *messages, const char *text);
void duo_messages_add_warning(duo_messages *messages, const char *text);

/// A growable byte buffer: `bytes[0..<count]` are valid, `capacity` ≥ `count`.
struct duo_buffer {
    uint8_t *bytes;
    size_t count, capacity;
};

/// Makes the complete raw deflate stream at `buffer->bytes[start..<count]` continuable: its last
/// block's BFINAL bit cleared and an empty stored block appended, which ends it on a byte boundary
/// (deflate_unfinal.c). Returns 0, or -1 when the bytes are not a deflate stream or out of memory.
int duo_deflate_unfinal(duo_buffer *buffer, size_t start);

/// `malloc(length)`, except that on Linux a buffer of 2 MiB or more is aligned to 2 MiB and
/// advised for transparent huge pages, so filling it faults once per 2 MiB rather than per 4 KiB
/// (huge_buffer.c). Free it with `free`.
void *duo_huge_buffer(size_t length);

/// Appends bytes; returns 0 on success, -1 when out of memory.
int duo_buffer_append(duo_buffer *buffer, const uint8_t *bytes, size_t count);
/// Makes room for at least `count` more bytes; returns 0 on success, -1 when out of memory.
int duo_buffer_reserve(duo_buffer *buffer, size_t count);

#endif
