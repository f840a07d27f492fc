// PNG row filters (PNG specification §9), the adaptive choice between them, and their inverse.
//
// One engine, `run_filter`, filters a row with a fixed filter; it is always inlined with
// a constant filter, so the compiler specialises (and vectorises) a loop per filter. The adaptive
// choice runs all five filters and sums their costs (magnitudes after the first pixel) in a single
// pass (`all_filters`), keeping the filtered bytes, so the chosen row is copied, not filtered again. The arithmetic stays in 8- and
// 16-bit lanes so that the loops vectorise narrow. The row above is all zeros for the first row of
// the image (spec §9.2).
#include "shim_internal.h"
#include <string.h>

/// The Paeth predictor, branch-free so that it vectorises: p − a = b − c, p − b = a − c,
/// p − c = a + b − 2c; ties go to a, then b (spec §9.4).
static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int16_t da = (int16_t)(b - c), db = (int16_t)(a - c), dc = (int16_t)(da + db);
    int16_t pa = da < 0 ? (int16_t)-da : da, pb = db < 0 ? (int16_t)-db : db, pc = dc < 0 ? (int16_t)-dc : dc;
    uint8_t best = pb < pa ? b : a;
    int16_t least = pb < pa ? pb : pa;
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

/// The heuristic's cost of one filtered byte: its value read as a signed magnitude, |v| for v < 128
/// and 256 − v otherwise, which is the smaller of v and −v modulo 256.
static inline uint8_t magnitude(uint8_t v) {
    uint8_t negated = (uint8_t)(0u - v);
    return v < negated ? v : negated;
}

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
static inline __attribute__((always_inline)) void filter_into(int filter, const uint8_t *row, const uint8_t *above, size_t length, size_t bpp,
                        uint8_t *out) {
    switch (filter) {
    case DUO_PNG_FILTER_SUB: run_filter(DUO_PNG_FILTER_SUB, row, above, length, bpp, out); break;
    case DUO_PNG_FILTER_UP: run_filter(DUO_PNG_FILTER_UP, row, above, length, bpp, out); break;
    case DUO_PNG_FILTER_AVERAGE: run_filter(DUO_PNG_FILTER_AVERAGE, row, above, length, bpp, out); break;
    case DUO_PNG_FILTER_PAETH: run_filter(DUO_PNG_FILTER_PAETH, row, above, length, bpp, out); break;
    default: run_filter(DUO_PNG_FILTER_NONE, row, above, length, bpp, out);
    }
}

/// All five filters and their heuristic costs in one pass over the row: the filtered bytes of Sub,
/// Up and Average go to `sub`, `up` and `average`, Paeth's to `paeth` (None's are the row itself),
/// and `costs[f]` is filter f's sum of magnitudes over the row after its first pixel. The first
/// pixel is left out: it has no left neighbour, so Sub and None keep its whole value there, which
/// on a flat or gently dithered row outweighs everything else and used to pick Paeth or Up over a
/// Sub that predicts the rest of the row to zeros (a gradient page a quarter larger).
static inline __attribute__((always_inline)) void all_filters(const uint8_t *restrict row, const uint8_t *restrict above, size_t length, size_t bpp,
                        uint8_t *restrict sub, uint8_t *restrict up, uint8_t *restrict average,
                        uint8_t *restrict paeth_out, uint64_t costs[5]) {
    uint64_t total[5] = {0, 0, 0, 0, 0};
    size_t head = bpp < length ? bpp : length;
    for (size_t i = 0; i < head; i++) {   // no pixel to the left
        uint8_t x = row[i], b = above[i];
        sub[i] = x;
        up[i] = (uint8_t)(x - b);
        average[i] = (uint8_t)(x - (b >> 1));
        paeth_out[i] = (uint8_t)(x - paeth(0, b, 0));
    }
    // Five 16-bit block sums per 256 bytes (at most 256 × 128 each fits), so the loop vectorises
    // with narrow lanes.
    for (size_t start = head; start < length; start += 256) {
        size_t end = length - start > 256 ? start + 256 : length;
        uint16_t none_sum = 0, sub_sum = 0, up_sum = 0, average_sum = 0, paeth_sum = 0;
        for (size_t i = start; i < end; i++) {
            uint8_t x = row[i], a = row[i - bpp], b = above[i], c = above[i - bpp];
            uint8_t s = (uint8_t)(x - a), u = (uint8_t)(x - b);
            uint8_t v = (uint8_t)(x - predict(DUO_PNG_FILTER_AVERAGE, a, b, c)), p = (uint8_t)(x - paeth(a, b, c));
            sub[i] = s; up[i] = u; average[i] = v; paeth_out[i] = p;
            none_sum += magnitude(x); sub_sum += magnitude(s); up_sum += magnitude(u);
            average_sum += magnitude(v); paeth_sum += magnitude(p);
        }
        total[0] += none_sum; total[1] += sub_sum; total[2] += up_sum; total[3] += average_sum; total[4] += paeth_sum;
    }
    for (int f = 0; f < 5; f++) costs[f] = total[f];
}

DUO_VECTOR_CLONES
void duo_png_filter_row(const uint8_t *row, const uint8_t *above, size_t length, int bpp,
                        int filter, uint8_t *scratch, uint8_t *out) {
    if (filter == DUO_PNG_FILTER_ADAPTIVE) {
        uint64_t costs[5];
        const uint8_t *filtered[5] = { row, scratch, scratch + length, scratch + 2 * length, out + 1 };
        all_filters(row, above, length, (size_t)bpp, scratch, scratch + length, scratch + 2 * length, out + 1, costs);
        filter = DUO_PNG_FILTER_NONE;
        for (int f = DUO_PNG_FILTER_SUB; f <= DUO_PNG_FILTER_PAETH; f++)
            if (costs[f] < costs[filter]) filter = f;
        out[0] = (uint8_t)filter;
        if (filter != DUO_PNG_FILTER_PAETH) memcpy(out + 1, filtered[filter], length);
        return;
    }
    out[0] = (uint8_t)filter;
    filter_into(filter, row, above, length, (size_t)bpp, out + 1);
}

/// Undoes `filter` on `row` in place: each byte plus the predictor of the bytes to its left (already
/// reconstructed) and of `above`. Up has no dependence along the row and vectorises; the others
/// carry one from `bpp` bytes back, so here they go a byte at a time (`unfilter_pixels` does
/// better for 3- and 4-byte pixels).
static inline __attribute__((always_inline)) void unfilter_bytes(int filter, uint8_t *row, const uint8_t *restrict above,
                                                                 size_t length, size_t bpp) {
    size_t head = bpp < length ? bpp : length;
    for (size_t i = 0; i < head; i++)   // no pixel to the left
        row[i] = (uint8_t)(row[i] + predict(filter, 0, above[i], 0));
    for (size_t i = head; i < length; i++)
        row[i] = (uint8_t)(row[i] + predict(filter, row[i - bpp], above[i], above[i - bpp]));
}

/// A pixel's channels (up to four) in 16-bit lanes.
typedef int16_t pixel_lanes __attribute__((vector_size(8)));
typedef uint8_t pixel_bytes __attribute__((vector_size(4)));

/// The 4 bytes at `p` in lanes.
static inline pixel_lanes load_lanes(const uint8_t *p) {
    uint32_t word;
    memcpy(&word, p, 4);
    return __builtin_convertvector((pixel_bytes)word, pixel_lanes);
}

/// `predict`, for all of a pixel's channels at once; `paeth`'s arithmetic with selects for its
/// branches.
static inline __attribute__((always_inline)) pixel_lanes predict_pixel(int filter, pixel_lanes a, pixel_lanes b, pixel_lanes c) {
    switch (filter) {
    case DUO_PNG_FILTER_SUB: return a;
    case DUO_PNG_FILTER_UP: return b;
    case DUO_PNG_FILTER_AVERAGE: return (a + b) >> 1;
    default: {
        pixel_lanes da = b - c, db = a - c, dc = da + db;
        pixel_lanes pa = (da ^ (da >> 15)) - (da >> 15), pb = (db ^ (db >> 15)) - (db >> 15);
        pixel_lanes pc = (dc ^ (dc >> 15)) - (dc >> 15);
        pixel_lanes b_wins = pb < pa;
        pixel_lanes best = (b & b_wins) | (a & ~b_wins), least = (pb & b_wins) | (pa & ~b_wins);
        pixel_lanes c_wins = pc < least;
        return (c & c_wins) | (best & ~c_wins);
    }
    }
}

/// `unfilter_bytes` a pixel at a time, its channels side by side: for 3- and 4-byte pixels, whose
/// rows are whole pixels. The dependence is on the pixel to the left, as the filter's.
static inline __attribute__((always_inline)) void unfilter_pixels(int filter, uint8_t *row, const uint8_t *restrict above,
                                                                  size_t length, size_t bpp) {
    // Each pixel is read and written 4 bytes at a time: for 3-byte pixels the fourth lane is the
    // next pixel's first byte, read before it is overwritten and written again with the next pixel.
    // The last pixel of a 3-byte row goes through a copy, to stay within the row.
    size_t pixels = length / bpp, whole = bpp == 4 ? pixels : pixels - 1;
    uint8_t last[4] = {0}, last_up[4] = {0};   // (read before the loop writes into it)
    if (whole < pixels) {
        memcpy(last, row + whole * bpp, bpp);
        memcpy(last_up, above + whole * bpp, bpp);
    }
    pixel_lanes left = {0, 0, 0, 0}, above_left = {0, 0, 0, 0};
    pixel_lanes filtered = whole ? load_lanes(row) : left;
    for (size_t k = 0; k < whole; k++) {
        uint8_t *at = row + k * bpp;
        pixel_lanes up = load_lanes(above + k * bpp);
        left = (filtered + predict_pixel(filter, left, up, above_left)) & 0xFF;
        if (k + 1 < whole) filtered = load_lanes(at + bpp);
        uint32_t word = (uint32_t)__builtin_convertvector(left, pixel_bytes);
        memcpy(at, &word, 4);
        above_left = up;
    }
    if (whole < pixels) {
        left = (load_lanes(last) + predict_pixel(filter, left, load_lanes(last_up), above_left)) & 0xFF;
        uint32_t word = (uint32_t)__builtin_convertvector(left, pixel_bytes);
        memcpy(row + whole * bpp, &word, bpp);
    }
}

/// Undoes `filter` (a constant where inlined) the fastest way for `bpp`: Up and pixels other
/// than 3 or 4 bytes a byte at a time, the others a pixel at a time (each with `bpp` a constant).
static inline __attribute__((always_inline)) void unfilter(int filter, uint8_t *row, const uint8_t *above,
                                                           size_t length, size_t bpp) {
    if (filter == DUO_PNG_FILTER_UP || (bpp != 3 && bpp != 4)) unfilter_bytes(filter, row, above, length, bpp);
    else if (bpp == 4) unfilter_pixels(filter, row, above, length, 4);
    else unfilter_pixels(filter, row, above, length, 3);
}

DUO_VECTOR_CLONES
void duo_png_unfilter_row(uint8_t *row, const uint8_t *above, size_t length, int bpp, int filter) {
    switch (filter) {
    case DUO_PNG_FILTER_SUB: unfilter(DUO_PNG_FILTER_SUB, row, above, length, (size_t)bpp); break;
    case DUO_PNG_FILTER_UP: unfilter(DUO_PNG_FILTER_UP, row, above, length, (size_t)bpp); break;
    case DUO_PNG_FILTER_AVERAGE: unfilter(DUO_PNG_FILTER_AVERAGE, row, above, length, (size_t)bpp); break;
    case DUO_PNG_FILTER_PAETH: unfilter(DUO_PNG_FILTER_PAETH, row, above, length, (size_t)bpp); break;
    default: break;   // None
    }
}
