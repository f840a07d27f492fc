// PNG row filters (PNG specification §9) and the adaptive choice between them.
//
// One engine, `run_filter`, filters a row; it is always inlined with
// a constant filter, so the compiler specialises (and vectorises) a loop per filter. The adaptive
// choice costs all five filters in a single pass (`all_costs`) before filtering once. The row
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

/// Filters `row` with `filter` into `out`.
static inline __attribute__((always_inline)) void run_filter(int filter, const uint8_t *restrict row,
                                                             const uint8_t *restrict above, size_t length,
                                                             size_t bpp, uint8_t *restrict out) {
    size_t head = bpp < length ? bpp : length;
    for (size_t i = 0; i < head; i++)   // no pixel to the left
        out[i] = (uint8_t)(row[i] - predict(filter, 0, above[i], 0));
    for (size_t i = head; i < length; i++)
        out[i] = (uint8_t)(row[i] - predict(filter, row[i - bpp], above[i], above[i - bpp]));
}

/// `run_filter` with the filter as a constant in each branch, so each call is specialised.
static void filter_into(int filter, const uint8_t *row, const uint8_t *above, size_t length, size_t bpp,
                        uint8_t *out) {
    switch (filter) {
    case DUO_PNG_FILTER_SUB: run_filter(DUO_PNG_FILTER_SUB, row, above, length, bpp, out); break;
    case DUO_PNG_FILTER_UP: run_filter(DUO_PNG_FILTER_UP, row, above, length, bpp, out); break;
    case DUO_PNG_FILTER_AVERAGE: run_filter(DUO_PNG_FILTER_AVERAGE, row, above, length, bpp, out); break;
    case DUO_PNG_FILTER_PAETH: run_filter(DUO_PNG_FILTER_PAETH, row, above, length, bpp, out); break;
    default: run_filter(DUO_PNG_FILTER_NONE, row, above, length, bpp, out);
    }
}

/// The heuristic cost of all five filters in one pass over the row: `costs[f]` for filter f.
static void all_costs(const uint8_t *restrict row, const uint8_t *restrict above, size_t length, size_t bpp,
                      uint64_t costs[5]) {
    uint64_t total[5] = {0, 0, 0, 0, 0};
    size_t head = bpp < length ? bpp : length;
    for (size_t i = 0; i < head; i++) {   // no pixel to the left
        for (int f = DUO_PNG_FILTER_NONE; f <= DUO_PNG_FILTER_PAETH; f++)
            total[f] += magnitude((uint8_t)(row[i] - predict(f, 0, above[i], 0)));
    }
    // Five 16-bit block sums per 256 bytes (at most 256 × 128 each fits), so the loop vectorises
    // with narrow lanes.
    for (size_t start = head; start < length; start += 256) {
        size_t end = length - start > 256 ? start + 256 : length;
        uint16_t none = 0, sub = 0, up = 0, average = 0, paeth_sum = 0;
        for (size_t i = start; i < end; i++) {
            uint8_t x = row[i], a = row[i - bpp], b = above[i], c = above[i - bpp];
            none += (uint16_t)magnitude(x);
            sub += (uint16_t)magnitude((uint8_t)(x - a));
            up += (uint16_t)magnitude((uint8_t)(x - b));
            average += (uint16_t)magnitude((uint8_t)(x - predict(DUO_PNG_FILTER_AVERAGE, a, b, c)));
            paeth_sum += (uint16_t)magnitude((uint8_t)(x - paeth(a, b, c)));
        }
        total[0] += none; total[1] += sub; total[2] += up; total[3] += average; total[4] += paeth_sum;
    }
    for (int f = 0; f < 5; f++) costs[f] = total[f];
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
        uint64_t costs[5];
        all_costs(row, above, length, (size_t)bpp, costs);
        filter = DUO_PNG_FILTER_NONE;
        for (int f = DUO_PNG_FILTER_SUB; f <= DUO_PNG_FILTER_PAETH; f++)
            if (costs[f] < costs[filter]) filter = f;
    }
    out[0] = (uint8_t)filter;
    filter_into(filter, row, above, length, (size_t)bpp, out + 1);
    free(zero_row);
}
