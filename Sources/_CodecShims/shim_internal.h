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

/// `malloc(length)`, except that on Linux a buffer of 2 MiB or more is mapped from the system,
/// aligned to 2 MiB and advised for transparent huge pages (filling it faults once per 2 MiB rather
/// than per 4 KiB), and given back to the system by `duo_huge_mapping_free` (glibc keeps large
/// freed blocks, and raises the size it maps directly after each one, so a short-lived buffer would
/// stay in the process). huge_buffer.c.
void *duo_huge_mapping(size_t length);
/// Frees a `duo_huge_mapping` of `length` bytes (NULL does nothing).
void duo_huge_mapping_free(void *bytes, size_t length);

/// A PNG's image data inflated ahead by libdeflate (png_inflated_idat.c): the file as libpng is to
/// read it, its run of IDAT chunks replaced by chunks holding the same rows as zlib stored blocks,
/// each row's filter undone just before libpng reads it when asked (its type byte then 0, None).
/// Invariant once prepared: every critical chunk has a correct CRC and the synthesised stream's
/// layout is set; once inflated, `raw` holds exactly the rows the file's IDAT stream inflates to,
/// checked by its Adler-32, those before `unfiltered` reconstructed.
typedef struct {
    const uint8_t *data;
    size_t size;                      // the file
    size_t idat_begin, idat_end;      // its run of IDAT chunks, frames included
    size_t compressed;                // their data bytes: the zlib stream
    uint8_t *raw;                     // the rows once inflated: in the image's buffer, or mapped
    int owns_raw;                     // `raw` is a mapping of its own (else the image's memory)
    size_t raw_length;                // the filtered rows
    uint8_t adler[4];                 // the file's Adler-32 of them
    size_t zlib_length;               // the stored stream: header, blocks, Adler-32
    size_t chunks_length;             // the IDAT chunks holding it, frames included
    size_t released;                  // `raw` before this was read and given back to the system
    size_t served;                    // `raw` before this has been read
    size_t row_length;                // filtered bytes per row, its filter-type byte included
    size_t bpp;                       // bytes per complete pixel, at least 1 (the filters' unit)
    int unfilter;                     // undo the rows' filters here (the reader ignores the Adler-32)
    size_t unfiltered;                // `raw` before this holds whole rows reconstructed, filter type 0
    int unfilter_stopped;             // a row with a filter type past 4: it and the rest go as they are
    uint8_t *zero_row;                // the row above the first (zeros)
    uint8_t *above;                   // in place: the last row undone, kept from libpng's writes
} duo_inflated_idat;

/// Checks whether the image data of the PNG in `data` (which must outlive `s`) can be inflated
/// ahead: non-interlaced, at most `max_pixels` pixels and 256 MiB of filtered rows, one run of
/// IDATs, every critical CRC right. Returns 0 when so (the stream libpng is to read is then laid
/// out, and reads serve it from the first IDAT's header on); -1, holding nothing, when the file is
/// to be read as it is.
int duo_inflated_idat_prepare(duo_inflated_idat *s, const uint8_t *data, size_t size, uint64_t max_pixels);
/// Inflates the prepared rows, in place at the end of `destination` (`capacity` bytes, the image
/// libpng is to fill, rows contiguous) when they fit there, else into a mapping of their own.
/// Returns 0; -1, holding nothing, when the stream does not give exactly the rows (the file is
/// then to be read as it is, from the start).
int duo_inflated_idat_inflate(duo_inflated_idat *s, uint8_t *destination, size_t capacity);
/// Copies up to `count` bytes of the file libpng reads from `position`; returns how many (fewer
/// only at its end). Reads go front to back: rows read are given back to the system.
size_t duo_inflated_idat_read(duo_inflated_idat *s, size_t position, uint8_t *out, size_t count);
/// From now on, undoes each row's filter before libpng reads it (libpng must ignore the Adler-32,
/// which stays the file's). Returns 0; -1, changing nothing, when not prepared or rows were read.
int duo_inflated_idat_undo_filters(duo_inflated_idat *s);
/// Frees the rows (safe on one never prepared, and twice).
void duo_inflated_idat_release(duo_inflated_idat *s);

/// Appends bytes; returns 0 on success, -1 when out of memory.
int duo_buffer_append(duo_buffer *buffer, const uint8_t *bytes, size_t count);
/// Makes room for at least `count` more bytes; returns 0 on success, -1 when out of memory.
int duo_buffer_reserve(duo_buffer *buffer, size_t count);

#endif
