// PNG row filters (PNG specification §9) and the adaptive choice between them.
//
// Plain byte loops that the C compiler vectorises; `restrict` tells it the rows do not alias.
#include "codec_shims.h"
#include <stdlib.h>
#include <string.h>

static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
}

/// Writes `row` filtered with `filter` (not adaptive) into `out` (no type byte).
static void apply_filter(const uint8_t *restrict row, const uint8_t *restrict above, size_t length, int bpp,
                         int filter, uint8_t *restrict out) {
    size_t i;
    switch (filter) {
    case DUO_PNG_FILTER_SUB:
        for (i = 0; i < (size_t)bpp && i < length; i++) out[i] = row[i];
        for (; i < length; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
        break;
    case DUO_PNG_FILTER_UP:
        for (i = 0; i < length; i++) out[i] = (uint8_t)(row[i] - above[i]);
        break;
    case DUO_PNG_FILTER_AVERAGE:
        for (i = 0; i < (size_t)bpp && i < length; i++) out[i] = (uint8_t)(row[i] - (above[i] >> 1));
        for (; i < length; i++) out[i] = (uint8_t)(row[i] - (((unsigned)row[i - bpp] + above[i]) >> 1));
        break;
    case DUO_PNG_FILTER_PAETH:
        for (i = 0; i < (size_t)bpp && i < length; i++) out[i] = (uint8_t)(row[i] - above[i]);
        for (; i < length; i++) out[i] = (uint8_t)(row[i] - paeth(row[i - bpp], above[i], above[i - bpp]));
        break;
    default:
        for (i = 0; i < length; i++) out[i] = row[i];
    }
}

/// The heuristic's cost of a filtered row: the sum of its bytes read as signed magnitudes.
static uint64_t signed_magnitude_sum(const uint8_t *restrict bytes, size_t length) {
    uint64_t sum = 0;
    for (size_t i = 0; i < length; i++) {
        uint8_t v = bytes[i];
        sum += v < 128 ? v : 256 - v;
    }
    return sum;
}

void duo_png_filter_row(const uint8_t *row, const uint8_t *previous, size_t length, int bpp,
                        int filter, uint8_t *out) {
    // Without a row above, Up is None, Average halves nothing and Paeth is Sub (spec §9.2).
    static const uint8_t zeros[1];
    int first_row = previous == NULL;
    if (filter != DUO_PNG_FILTER_ADAPTIVE) {
        if (first_row && filter >= DUO_PNG_FILTER_UP) filter = filter == DUO_PNG_FILTER_UP ? DUO_PNG_FILTER_NONE : DUO_PNG_FILTER_SUB;
        out[0] = (uint8_t)filter;
        apply_filter(row, first_row ? zeros : previous, length, bpp, filter, out + 1);
        return;
    }
    // Each trial goes to `candidate`; a better one swaps places with `best_row`.
    uint8_t stack_scratch[16384];
    uint8_t *scratch = length <= sizeof stack_scratch ? stack_scratch : malloc(length);
    if (!scratch) {   // out of memory: fall back to a fixed filter rather than fail
        duo_png_filter_row(row, previous, length, bpp, first_row ? DUO_PNG_FILTER_SUB : DUO_PNG_FILTER_PAETH, out);
        return;
    }
    uint8_t *best_row = out + 1, *candidate = scratch;
    int best = DUO_PNG_FILTER_NONE;
    apply_filter(row, previous, length, bpp, DUO_PNG_FILTER_NONE, best_row);
    uint64_t best_cost = signed_magnitude_sum(best_row, length);
    int last_filter = first_row ? DUO_PNG_FILTER_SUB : DUO_PNG_FILTER_PAETH;
    for (int f = DUO_PNG_FILTER_SUB; f <= last_filter; f++) {
        apply_filter(row, previous, length, bpp, f, candidate);
        uint64_t cost = signed_magnitude_sum(candidate, length);
        if (cost < best_cost) {
            uint8_t *t = best_row; best_row = candidate; candidate = t;
            best_cost = cost;
            best = f;
        }
    }
    if (best_row != out + 1) memcpy(out + 1, best_row, length);
    out[0] = (uint8_t)best;
    if (scratch != stack_scratch) free(scratch);
}
