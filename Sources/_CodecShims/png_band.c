// One band of a PNG's image data: rows of a premultiplied image straightened, filtered and
// compressed as one piece of the raw deflate stream.
//
// Each band is filtered whole into a buffer and compressed by one libdeflate call (about twice
// zlib's speed at the same level and size). libdeflate can only end a stream, so every band but
// the last is then made continuable (deflate_unfinal.c: its final block's flag cleared, an empty
// stored block appended, as zlib's sync flush would end it), and the bands join into one stream.
// Bands do not share a window: a band's first matches cannot reach into the band before.
#include "shim_internal.h"
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/// For alpha a = 1…255, ⌊2²⁴ / a⌋ + 1: ⌊(p·255 + ⌊a/2⌋) · r / 2²⁴⌋ is round(p·255 / a) exactly for
/// every p ≤ 255, because the numerator is below 2¹⁶, so the product overshoots the quotient by
/// less than 2⁻⁸, short of the next multiple of 1/a. Entry 0 is unused.
typedef struct { uint32_t of[256]; } alpha_reciprocals;

static void alpha_reciprocals_fill(alpha_reciprocals *table) {
    table->of[0] = 0;
    for (uint32_t a = 1; a < 256; a++) table->of[a] = (1u << 24) / a + 1;
}

/// Row `y` of the premultiplied image as straight RGBA (bpp 4) or RGB (bpp 3) in `out`. Opaque
/// pixels are copied and transparent ones zeroed: most of a mock-up is either; translucent ones
/// (a shadow, antialiased edges) are divided through `reciprocals`, a multiply each.
static void straighten_row(const duo_png_rows *image, uint32_t y, const alpha_reciprocals *reciprocals,
                           uint8_t *restrict out) {
    const uint8_t *restrict p = image->pixels + (size_t)y * image->width * 4;
    size_t width = image->width;
    if (image->bpp == 3) {
        for (size_t x = 0; x < width; x++) {
            out[3 * x] = p[4 * x]; out[3 * x + 1] = p[4 * x + 1]; out[3 * x + 2] = p[4 * x + 2];
        }
        return;
    }
    size_t x = 0;
    while (x < width) {
        // A run of opaque or fully transparent pixels, four at a time, then one at a time.
        while (x + 4 <= width) {
            unsigned alphas = 0xFFu, any = 0;
            for (int k = 0; k < 4; k++) {
                uint8_t a = p[4 * (x + k) + 3];
                alphas &= a;
                any |= a;
            }
            if (alphas == 0xFF) memcpy(out + 4 * x, p + 4 * x, 16);
            else if (any == 0) memset(out + 4 * x, 0, 16);
            else break;
            x += 4;
        }
        size_t stop = x + 4 <= width ? x + 4 : width;
        for (; x < stop; x++) {
            const uint8_t *s = p + 4 * x;
            uint8_t *d = out + 4 * x;
            unsigned a = s[3];
            if (a == 255) { memcpy(d, s, 4); continue; }
            if (a == 0) { memset(d, 0, 4); continue; }
            // round(p × 255 / a), clamped to 255 (Raster's Premultiply.unpremultiply).
            uint32_t r = reciprocals->of[a];
            for (int c = 0; c < 3; c++) {
                uint32_t v = (uint32_t)(((uint64_t)(s[c] * 255u + a / 2) * r) >> 24);
                d[c] = (uint8_t)(v > 255 ? 255 : v);
            }
            d[3] = (uint8_t)a;
        }
    }
}

/// Walks the image's rows from a start row, producing each filtered row (type byte first).
typedef struct {
    const duo_png_rows *image;
    size_t length;                 // bytes of a straight row
    uint8_t *current, *previous;   // straight rows; `previous` is zeros above the first row
    uint8_t *scratch;              // the adaptive filter's three spare rows
    uint32_t next;                 // the row the next call produces
    alpha_reciprocals reciprocals; // for straightening translucent pixels
} row_cursor;

static int cursor_open(row_cursor *cursor, const duo_png_rows *image, uint32_t first) {
    cursor->image = image;
    cursor->length = (size_t)image->width * image->bpp;
    cursor->current = malloc(cursor->length);
    cursor->previous = calloc(cursor->length, 1);
    cursor->scratch = malloc(3 * cursor->length);
    cursor->next = first;
    alpha_reciprocals_fill(&cursor->reciprocals);
    if (!cursor->current || !cursor->previous || !cursor->scratch) return -1;
    if (first > 0) straighten_row(image, first - 1, &cursor->reciprocals, cursor->previous);
    return 0;
}

static void cursor_close(row_cursor *cursor) {
    free(cursor->current);
    free(cursor->previous);
    free(cursor->scratch);
}

/// Writes the next row, filtered, to `out` (length + 1 bytes).
static void cursor_emit(row_cursor *cursor, uint8_t *out) {
    straighten_row(cursor->image, cursor->next, &cursor->reciprocals, cursor->current);
    duo_png_filter_row(cursor->current, cursor->previous, cursor->length, cursor->image->bpp,
                       cursor->image->filter, cursor->scratch, out);
    uint8_t *swap = cursor->current;
    cursor->current = cursor->previous;
    cursor->previous = swap;
    cursor->next++;
}

/// A band: its rows filtered whole, then one libdeflate call; unless the band ends the stream
/// (`last`), made continuable.
int duo_png_deflate_rows(const duo_png_rows *image, uint32_t first, uint32_t end, int last, duo_buffer *out,
                         uint32_t *adler) {
    if (first >= end || end > image->height) return -1;
    size_t stride = (size_t)image->width * image->bpp + 1, length = (size_t)(end - first) * stride;
    uint8_t *filtered = malloc(length);
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(image->level);
    row_cursor cursor;
    int ok = filtered && compressor && cursor_open(&cursor, image, first) == 0;
    if (ok) {
        for (uint32_t y = first; y < end; y++) cursor_emit(&cursor, filtered + (size_t)(y - first) * stride);
        cursor_close(&cursor);
        *adler = libdeflate_adler32(1, filtered, length);
        size_t bound = libdeflate_deflate_compress_bound(compressor, length), start = out->count;
        ok = duo_buffer_reserve(out, bound) == 0;
        if (ok) {
            size_t written = libdeflate_deflate_compress(compressor, filtered, length, out->bytes + out->count, bound);
            out->count += written;
            ok = written > 0 && (last || duo_deflate_unfinal(out, start) == 0);
        }
    } else if (filtered && compressor) {
        cursor_close(&cursor);
    }
    libdeflate_free_compressor(compressor);
    free(filtered);
    return ok ? 0 : -1;
}

uint32_t duo_adler32_combine(uint32_t first, uint32_t second, size_t second_length) {
    return (uint32_t)adler32_combine(first, second, (z_off_t)second_length);
}
