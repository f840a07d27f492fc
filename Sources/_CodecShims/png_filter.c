// PNG row filters (PNG specification §9) and the adaptive choice between them.
//
// One engine, `run_filter`, filters a row and sums the heuristic cost; it is always inlined with
// a constant filter, so the compiler specialises (and vectorises) a loop per filter. The row
// above is all zeros for the first row of the image (spec §9.2).
#include "codec_shims.h"
#include <stdlib.h>
#include <string.h>

/// The Paeth predictor, branch-free so that it vectorises: p − a = b − c, p − b = a − c,
/// p − c = a + b − 2c; ties go to a, then b (spec §9.4).
static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int da = (int)b - c, db = (int)a - c, dc = da + db;
    int pa = da < 0 ? -da : da, pb = db < 0 ? -db : db, pc = dc < 0 ? -dc : dc;
    uint8_t best = pb < pa ? b : a;
    int least = pb < pa ? pb : pa;
    return pc < least ? c : best;
}

/// The predictor of `filter` from left (a), above (b) and upper-left (c).
static inline __attribute__((always_inline)) uint8_t predict(int filter, uint8_t a, uint8_t b, uint8_t c) {
    switch (filter) {
    case DUO_PNG_FILTER_SUB: return a;
    case DUO_PNG_FILTER_UP: return b;
    case DUO_PNG_FILTER_AVERAGE: return (uint8_t)(((unsigned)a + b) >> 1);
    case DUO_PNG_FILTER_PAETH: return paeth(a, b, c);
    default: return 0;
    }
}

/// The heuristic's cost of one filtered byte: its value read as a signed magnitude.
static inline unsigned magnitude(uint8_t v) { return v < 128 ? v : 256u - v; }

/// Filters `row` with `filter` into `out` (when not NULL) and returns the sum of magnitudes.
static inline __attribute__((always_inline)) uint64_t run_filter(int filter, const uint8_t *restrict row,
                                                                 const uint8_t *restrict above, size_t length,
                                                                 size_t bpp, uint8_t *restrict out) {
    uint64_t sum = 0;
    size_t head = bpp < length ? bpp : length;
    for (size_t i = 0; i < head; i++) {   // no pixel to the left
        uint8_t v = (uint8_t)(row[i] - predict(filter, 0, above[i], 0));
        if (out) out[i] = v;
        sum += magnitude(v);
    }
    // Summed in 16-bit blocks of 256 bytes (at most 256 × 128) so the vectorised loop keeps narrow lanes.
    for (size_t start = head; start < length; start += 256) {
        size_t end = length - start > 256 ? start + 256 : length;
        uint16_t block = 0;
        for (size_t i = start; i < end; i++) {
            uint8_t v = (uint8_t)(row[i] - predict(filter, row[i - bpp], above[i], above[i - bpp]));
            if (out) out[i] = v;
            block += (uint16_t)magnitude(v);
        }
        sum += block;
    }
    return sum;
}

/// `run_filter` with the filter as a constant in each branch, so each call is specialised.
static uint64_t filter_into(int filter, const uint8_t *row, const uint8_t *above, size_t length, size_t bpp,
                            uint8_t *out) {
    switch (filter) {
    case DUO_PNG_FILTER_SUB: return run_filter(DUO_PNG_FILTER_SUB, row, above, length, bpp, out);
    case DUO_PNG_FILTER_UP: return run_filter(DUO_PNG_FILTER_UP, row, above, length, bpp, out);
    case DUO_PNG_FILTER_AVERAGE: return run_filter(DUO_PNG_FILTER_AVERAGE, row, above, length, bpp, out);
    case DUO_PNG_FILTER_PAETH: return run_filter(DUO_PNG_FILTER_PAETH, row, above, length, bpp, out);
    default: return run_filter(DUO_PNG_FILTER_NONE, row, above, length, bpp, out);
    }
}

static uint64_t cost_of(int filter, const uint8_t *row, const uint8_t *above, size_t length, size_t bpp) {
    switch (filter) {
    case DUO_PNG_FILTER_SUB: return run_filter(DUO_PNG_FILTER_SUB, row, above, length, bpp, NULL);
    case DUO_PNG_FILTER_UP: return run_filter(DUO_PNG_FILTER_UP, row, above, length, bpp, NULL);
    case DUO_PNG_FILTER_AVERAGE: return run_filter(DUO_PNG_FILTER_AVERAGE, row, above, length, bpp, NULL);
    case DUO_PNG_FILTER_PAETH: return run_filter(DUO_PNG_FILTER_PAETH, row, above, length, bpp, NULL);
    default: return run_filter(DUO_PNG_FILTER_NONE, row, above, length, bpp, NULL);
    }
}

void duo_png_filter_row(const uint8_t *row, const uint8_t *previous, size_t length, int bpp,
                        int filter, uint8_t *out) {
    static const uint8_t zeros[16384];
    uint8_t *zero_row = NULL;
    const uint8_t *above = previous;
    if (!above) {
        if (length <= sizeof zeros) {
            above = zeros;
        } else {
            zero_row = calloc(length, 1);
            if (!zero_row) { filter = DUO_PNG_FILTER_NONE; above = row; }   // NONE never reads `above`
            else above = zero_row;
        }
    }
    if (filter == DUO_PNG_FILTER_ADAPTIVE) {
        filter = DUO_PNG_FILTER_NONE;
        uint64_t best = cost_of(DUO_PNG_FILTER_NONE, row, above, length, (size_t)bpp);
        for (int f = DUO_PNG_FILTER_SUB; f <= DUO_PNG_FILTER_PAETH; f++) {
            uint64_t cost = cost_of(f, row, above, length, (size_t)bpp);
            if (cost < best) { best = cost; filter = f; }
        }
    }
    out[0] = (uint8_t)filter;
    filter_into(filter, row, above, length, (size_t)bpp, out + 1);
    free(zero_row);
}
