// A PNG's image data inflated ahead by libdeflate and handed back to libpng as zlib stored blocks.
//
// libpng still reads the file: it parses and checks every chunk and expands every layout. Two
// steps change hands. The decompression: zlib's inflate copies the long, short-distance matches of
// flat art a byte at a time (about 50 ms for 25 MB of 3x bezel art), libdeflate in a few. And,
// when asked (`unfilter`), the row filters: the libpng that distributions ship undoes them a byte
// at a time, `duo_png_unfilter_row` a pixel at a time or vectorised. The stream libpng sees is the
// file's own bytes up to the first IDAT, then IDAT chunks whose zlib stream holds the rows
// uncompressed (filter type None once undone), then the file's own bytes from the chunk after the
// last IDAT. Its Adler-32 is the file's, of the filtered rows: a reader that lets rows be undone
// here must have told libpng not to check it (PNG_IGNORE_ADLER32); libdeflate checked the file's.
//
// The rows are inflated when libpng is about to read them, into the end of the very buffer libpng
// then fills from its start when they fit there (8-bit RGBA needs a byte a row more than the
// image: the caller asks for it): fresh memory costs page faults, and 25 MB of rows beside 25 MB
// of image cost about as much again as the decode. Otherwise into a mapping of their own, given
// back to the system as libpng reads them.
#include "shim_internal.h"
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

enum {
    STORED_MAX = 65535,            // data bytes in one stored block
    STORED_HEADER = 5,             // BFINAL/BTYPE byte, LEN, NLEN
    ZLIB_HEADER = 2, ZLIB_TRAILER = 4,
    CHUNK_DATA = 1 << 20,          // data bytes in each synthesised IDAT chunk (the last may be fewer)
    CHUNK_FRAME = 12,              // length, type, CRC
    RELEASE_STEP = 4 << 20,        // rows handed to libpng are given back to the system this many at a time
};

/// The most filtered bytes inflated ahead (a 16-bit RGBA image of about 33 Mpx); past it the rows,
/// held whole beside the image they fill, would cost more memory than the time they save is worth.
static const uint64_t MAX_AHEAD = (uint64_t)256 << 20;

static uint32_t big_endian(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/// The filtered rows' size for the IHDR at `h` (non-interlaced), or 0 when it is not one to take;
/// each row's length (its filter-type byte included) and the filters' bytes per pixel.
static uint64_t filtered_size(const uint8_t *h, uint64_t max_pixels, size_t *row_length, size_t *bpp) {
    uint64_t width = big_endian(h), height = big_endian(h + 4);
    unsigned depth = h[8], colour = h[9], interlace = h[12];
    unsigned channels = colour == 0 ? 1 : colour == 2 ? 3 : colour == 3 ? 1 : colour == 4 ? 2 : colour == 6 ? 4 : 0;
    int depth_ok = depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16;
    if (!channels || !depth_ok || interlace != 0 || width == 0 || height == 0) return 0;
    if (width > 0x7FFFFFFF || height > 0x7FFFFFFF || width * height > max_pixels) return 0;
    *row_length = (size_t)((width * channels * depth + 7) / 8 + 1);
    *bpp = channels * depth >= 8 ? channels * depth / 8 : 1;
    return (uint64_t)*row_length * height;
}

int duo_inflated_idat_prepare(duo_inflated_idat *s, const uint8_t *data, size_t size, uint64_t max_pixels) {
    memset(s, 0, sizeof *s);
    if (max_pixels == 0 || size < 8 + CHUNK_FRAME + 13) return -1;
    if (big_endian(data + 8) != 13 || memcmp(data + 12, "IHDR", 4) != 0) return -1;
    size_t row_length = 0, bpp = 0;
    uint64_t raw_length = filtered_size(data + 16, max_pixels, &row_length, &bpp);
    if (raw_length == 0 || raw_length > MAX_AHEAD || raw_length > (SIZE_MAX >> 2)) return -1;

    // The chunks: one run of IDATs, an IEND, and every critical chunk's CRC right (libpng is told
    // not to recompute them for the synthesised IDATs). Anything else is left to libpng to report.
    size_t at = 8, begin = 0, end = 0, compressed = 0;
    int ended = 0;
    while (!ended && at + CHUNK_FRAME <= size) {
        uint32_t length = big_endian(data + at);
        if (length > 0x7FFFFFFF || length > size - at - CHUNK_FRAME) return -1;
        const uint8_t *type = data + at + 4;
        if (!(type[0] & 0x20) && (uint32_t)libdeflate_crc32(0, type, 4 + (size_t)length) != big_endian(type + 4 + length))
            return -1;
        if (memcmp(type, "IDAT", 4) == 0) {
            if (begin && end != at) return -1;
            if (!begin) begin = at;
            end = at + CHUNK_FRAME + length;
            compressed += length;
        }
        ended = memcmp(type, "IEND", 4) == 0;
        at += CHUNK_FRAME + (size_t)length;
    }
    if (!ended || !begin || compressed < ZLIB_HEADER + ZLIB_TRAILER) return -1;

    s->data = data;
    s->size = size;
    s->idat_begin = begin;
    s->idat_end = end;
    s->compressed = compressed;
    s->raw_length = (size_t)raw_length;
    s->row_length = row_length;
    s->bpp = bpp;
    size_t blocks = (s->raw_length + STORED_MAX - 1) / STORED_MAX;
    s->zlib_length = ZLIB_HEADER + blocks * STORED_HEADER + s->raw_length + ZLIB_TRAILER;
    size_t chunks = (s->zlib_length + CHUNK_DATA - 1) / CHUNK_DATA;
    s->chunks_length = s->zlib_length + chunks * CHUNK_FRAME;
    return 0;
}

int duo_inflated_idat_inflate(duo_inflated_idat *s, uint8_t *destination, size_t capacity) {
    if (!s->data || s->raw) return -1;
    // In place: the rows at the end of the buffer libpng then fills from its start. Row r of the
    // image ends no later than filtered row r does (the rows are at most as long as the image's,
    // or the buffer has room past the image for the difference), so libpng writes only over rows
    // it has read; the row above, which it may have overwritten, is kept aside for `unfilter`.
    int in_place = destination && capacity >= s->raw_length;
    uint8_t *stream = malloc(s->compressed);
    uint8_t *raw = in_place ? destination + (capacity - s->raw_length) : duo_huge_mapping(s->raw_length);
    uint8_t *zero_row = calloc(s->row_length, 1);
    uint8_t *above = in_place ? malloc(s->row_length) : NULL;
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    int ok = stream && raw && zero_row && inflater && (above || !in_place);
    if (ok) {
        size_t gathered = 0;
        for (size_t chunk = s->idat_begin; chunk < s->idat_end;) {
            uint32_t length = big_endian(s->data + chunk);
            memcpy(stream + gathered, s->data + chunk + 8, length);
            gathered += length;
            chunk += CHUNK_FRAME + (size_t)length;
        }
        size_t used = 0, produced = 0;
        // The whole stream, Adler-32 included, must give exactly the rows: anything else (a short
        // or long stream, bytes after it) goes the usual way, for libpng's own message.
        ok = libdeflate_zlib_decompress_ex(inflater, stream, s->compressed, raw, s->raw_length, &used, &produced)
                 == LIBDEFLATE_SUCCESS
             && used == s->compressed && produced == s->raw_length;
        if (ok) memcpy(s->adler, stream + s->compressed - ZLIB_TRAILER, ZLIB_TRAILER);
    }
    libdeflate_free_decompressor(inflater);
    free(stream);
    if (!ok) {
        if (!in_place) duo_huge_mapping_free(raw, s->raw_length);
        free(zero_row);
        free(above);
        return -1;
    }
    s->raw = raw;
    s->owns_raw = !in_place;
    s->zero_row = zero_row;
    s->above = above;
    return 0;
}

/// Gives the rows before `end` back to the system once libpng has read them (it reads the file
/// once, front to back), so the inflated rows and the image libpng fills from them are not both
/// held whole. Only whole pages of the 2 MiB-aligned buffer go; on Linux only; not rows inflated
/// in place (they are the image's own memory).
static void release_read_rows(duo_inflated_idat *s, size_t end) {
#if defined(__linux__)
    if (!s->owns_raw || end - s->released < RELEASE_STEP) return;
    size_t cut = end / RELEASE_STEP * RELEASE_STEP;   // `raw` is 2 MiB-aligned: so is `cut`
    if (madvise(s->raw + s->released, cut - s->released, MADV_DONTNEED) == 0) s->released = cut;
#else
    (void)s;
    (void)end;
#endif
}

/// Undoes the filters of the rows that hold `raw` before `end` (when `unfilter` is set), each in
/// place from the reconstructed row above, its type byte then 0. A type past 4 stops it there:
/// libpng reads that row as it is and reports it, as it would have.
static void unfilter_through(duo_inflated_idat *s, size_t end) {
    while (s->unfilter && !s->unfilter_stopped && s->unfiltered < end) {
        uint8_t *row = s->raw + s->unfiltered;
        if (row[0] > DUO_PNG_FILTER_PAETH) {
            s->unfilter_stopped = 1;
            break;
        }
        const uint8_t *above = !s->unfiltered ? s->zero_row : s->above ? s->above : row - s->row_length + 1;
        duo_png_unfilter_row(row + 1, above, s->row_length - 1, (int)s->bpp, row[0]);
        if (s->above) memcpy(s->above, row + 1, s->row_length - 1);
        row[0] = DUO_PNG_FILTER_NONE;
        s->unfiltered += s->row_length;
    }
}

/// Copies up to `count` bytes of the stored zlib stream from `position`; returns how many.
static size_t read_zlib(duo_inflated_idat *s, size_t position, uint8_t *out, size_t count) {
    if (position < ZLIB_HEADER) {
        static const uint8_t header[ZLIB_HEADER] = { 0x78, 0x01 };   // deflate, 32 KiB window, no dictionary
        size_t n = ZLIB_HEADER - position < count ? ZLIB_HEADER - position : count;
        memcpy(out, header + position, n);
        return n;
    }
    size_t trailer = s->zlib_length - ZLIB_TRAILER;
    if (position >= trailer) {
        size_t n = s->zlib_length - position < count ? s->zlib_length - position : count;
        memcpy(out, s->adler + (position - trailer), n);
        return n;
    }
    size_t offset = position - ZLIB_HEADER;
    size_t block = offset / (STORED_HEADER + STORED_MAX), inside = offset % (STORED_HEADER + STORED_MAX);
    size_t first = block * STORED_MAX;
    size_t length = s->raw_length - first < STORED_MAX ? s->raw_length - first : STORED_MAX;
    if (inside < STORED_HEADER) {
        uint8_t header[STORED_HEADER] = {
            first + length == s->raw_length ? 1 : 0,    // BFINAL on the last block, BTYPE 00 (stored)
            (uint8_t)length, (uint8_t)(length >> 8), (uint8_t)~length, (uint8_t)(~length >> 8),
        };
        size_t n = STORED_HEADER - inside < count ? STORED_HEADER - inside : count;
        memcpy(out, header + inside, n);
        return n;
    }
    size_t from = first + (inside - STORED_HEADER), left = first + length - from;
    size_t n = left < count ? left : count;
    if (!s->raw) return 0;   // not inflated: the read comes up short
    unfilter_through(s, from + n);
    memcpy(out, s->raw + from, n);
    s->served = from + n;
    // The last row undone stays: the next row is undone from it.
    size_t keep = s->unfilter && s->unfiltered >= s->row_length ? s->unfiltered - s->row_length : from + n;
    release_read_rows(s, keep < from + n ? keep : from + n);
    return n;
}

/// Copies up to `count` bytes of the synthesised IDAT chunks from `position`; returns how many.
static size_t read_chunks(duo_inflated_idat *s, size_t position, uint8_t *out, size_t count) {
    size_t chunk = position / (CHUNK_DATA + CHUNK_FRAME), inside = position % (CHUNK_DATA + CHUNK_FRAME);
    size_t first = chunk * CHUNK_DATA;
    size_t length = s->zlib_length - first < CHUNK_DATA ? s->zlib_length - first : CHUNK_DATA;
    if (inside < 8) {
        uint8_t header[8] = { (uint8_t)(length >> 24), (uint8_t)(length >> 16), (uint8_t)(length >> 8), (uint8_t)length,
                              'I', 'D', 'A', 'T' };
        size_t n = 8 - inside < count ? 8 - inside : count;
        memcpy(out, header + inside, n);
        return n;
    }
    if (inside < 8 + length) {
        size_t left = 8 + length - inside;
        return read_zlib(s, first + inside - 8, out, left < count ? left : count);
    }
    // The CRC: not checked for these chunks (`PNG_CRC_QUIET_USE`); the file's own were.
    size_t n = CHUNK_FRAME - (inside - length) < count ? CHUNK_FRAME - (inside - length) : count;
    memset(out, 0, n);
    return n;
}

size_t duo_inflated_idat_read(duo_inflated_idat *s, size_t position, uint8_t *out, size_t count) {
    size_t done = 0;
    while (done < count) {
        size_t at = position + done, n;
        if (at < s->idat_begin) {
            n = s->idat_begin - at < count - done ? s->idat_begin - at : count - done;
            memcpy(out + done, s->data + at, n);
        } else if (at < s->idat_begin + s->chunks_length) {
            n = read_chunks(s, at - s->idat_begin, out + done, count - done);
        } else {
            size_t from = s->idat_end + (at - s->idat_begin - s->chunks_length);
            if (from >= s->size) break;
            n = s->size - from < count - done ? s->size - from : count - done;
            memcpy(out + done, s->data + from, n);
        }
        done += n;
    }
    return done;
}

int duo_inflated_idat_undo_filters(duo_inflated_idat *s) {
    if (!s->data || s->served > 0) return -1;
    s->unfilter = 1;
    return 0;
}

void duo_inflated_idat_release(duo_inflated_idat *s) {
    if (s->owns_raw) duo_huge_mapping_free(s->raw, s->raw_length);
    s->raw = NULL;
    s->owns_raw = 0;
    free(s->zero_row);
    s->zero_row = NULL;
    free(s->above);
    s->above = NULL;
}
