// Turning a complete raw deflate stream (RFC 1951) into one that another can follow.
//
// libdeflate compresses a buffer in one call and always ends with a final block (BFINAL = 1), so
// its output cannot be continued. To chain independently compressed bands into one stream, the
// walker below reads the stream's block structure (headers, Huffman tables, symbols; the bytes
// themselves are not produced), clears the last block's BFINAL bit, and puts an empty stored block
// after its end-of-block code, which pads the stream to a byte boundary as zlib's sync flush does.
// The next band then starts on a byte boundary with a block header of its own.
#include "shim_internal.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/// Bits read least significant first (RFC 1951 §3.1.1); reading past the end yields zeros and
/// sets `overrun`.
typedef struct {
    const uint8_t *data;
    size_t length;      // bytes
    size_t position;    // bits consumed
    int overrun;
} bit_reader;

/// The next `count` (≤ 24) bits without consuming them.
static inline uint32_t peek_bits(bit_reader *r, unsigned count) {
    size_t byte = r->position >> 3;
    unsigned shift = (unsigned)(r->position & 7);
    uint64_t window = 0;
    if (byte + 8 <= r->length) {
        memcpy(&window, r->data + byte, 8);   // little-endian hosts only (as the whole package)
    } else {
        for (size_t k = 0; k < 8 && byte + k < r->length; k++) window |= (uint64_t)r->data[byte + k] << (8 * k);
    }
    return (uint32_t)(window >> shift) & ((1u << count) - 1);
}

static inline void skip_bits(bit_reader *r, unsigned count) {
    r->position += count;
    if (r->position > r->length * 8) r->overrun = 1;
}

static inline uint32_t read_bits(bit_reader *r, unsigned count) {
    uint32_t value = peek_bits(r, count);
    skip_bits(r, count);
    return value;
}

enum { FAST_BITS = 10, MAX_CODE_BITS = 15, MAX_SYMBOLS = 320 };

/// A canonical Huffman code: `fast` decodes codes of up to FAST_BITS from that many peeked bits
/// (symbol << 4 | length, 0 for a longer code), `counts` and `symbols` decode the rest bit by bit.
typedef struct {
    uint16_t fast[1 << FAST_BITS];
    uint16_t counts[MAX_CODE_BITS + 1];
    uint16_t symbols[MAX_SYMBOLS];
} huffman_code;

/// Builds the code for `lengths[0..<count]` (0 = unused symbol). Returns -1 for an oversubscribed
/// set of lengths.
static int huffman_build(huffman_code *code, const uint8_t *lengths, unsigned count) {
    memset(code->counts, 0, sizeof code->counts);
    for (unsigned s = 0; s < count; s++) code->counts[lengths[s]]++;
    code->counts[0] = 0;
    int left = 1;
    for (unsigned bits = 1; bits <= MAX_CODE_BITS; bits++) {
        left = 2 * left - code->counts[bits];
        if (left < 0) return -1;
    }
    uint16_t offsets[MAX_CODE_BITS + 2];
    offsets[1] = 0;
    for (unsigned bits = 1; bits <= MAX_CODE_BITS; bits++) offsets[bits + 1] = offsets[bits] + code->counts[bits];
    for (unsigned s = 0; s < count; s++) if (lengths[s]) code->symbols[offsets[lengths[s]]++] = (uint16_t)s;
    // The fast table: canonical codes assigned in order of length, then symbol; each code's bits
    // reversed (the stream gives its first bit first), repeated over the bits it leaves free.
    memset(code->fast, 0, sizeof code->fast);
    uint32_t next = 0;
    unsigned index = 0;
    for (unsigned bits = 1; bits <= MAX_CODE_BITS; bits++) {
        for (unsigned k = 0; k < code->counts[bits]; k++, index++, next++) {
            if (bits > FAST_BITS) continue;
            uint32_t reversed = 0;
            for (unsigned b = 0; b < bits; b++) reversed |= ((next >> b) & 1u) << (bits - 1 - b);
            for (uint32_t fill = reversed; fill < (1u << FAST_BITS); fill += 1u << bits)
                code->fast[fill] = (uint16_t)(code->symbols[index] << 4 | bits);
        }
        next <<= 1;
    }
    return 0;
}

/// The next symbol of `code`, or -1 when the bits are no code.
static inline int huffman_decode(const huffman_code *code, bit_reader *r) {
    uint16_t entry = code->fast[peek_bits(r, FAST_BITS)];
    if (entry) {
        skip_bits(r, entry & 15);
        return entry >> 4;
    }
    // Longer than FAST_BITS: walk the lengths (the canonical first code of each length).
    int value = 0, first = 0, index = 0;
    for (unsigned bits = 1; bits <= MAX_CODE_BITS; bits++) {
        value |= (int)read_bits(r, 1);
        int count = code->counts[bits];
        if (value - first < count) return code->symbols[index + value - first];
        index += count;
        first = (first + count) << 1;
        value <<= 1;
    }
    return -1;
}

/// Reads a dynamic block's two codes (RFC 1951 §3.2.7).
static int read_dynamic_codes(bit_reader *r, huffman_code *literals, huffman_code *distances) {
    static const uint8_t order[19] = { 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15 };
    unsigned literal_count = read_bits(r, 5) + 257, distance_count = read_bits(r, 5) + 1;
    unsigned length_code_count = read_bits(r, 4) + 4;
    uint8_t lengths[MAX_SYMBOLS];
    memset(lengths, 0, 19);
    for (unsigned k = 0; k < length_code_count; k++) lengths[order[k]] = (uint8_t)read_bits(r, 3);
    huffman_code length_code;
    if (huffman_build(&length_code, lengths, 19) != 0) return -1;
    unsigned total = literal_count + distance_count;
    for (unsigned k = 0; k < total;) {
        int symbol = huffman_decode(&length_code, r);
        if (symbol < 0 || r->overrun) return -1;
        if (symbol < 16) { lengths[k++] = (uint8_t)symbol; continue; }
        uint8_t repeated = 0;
        unsigned times;
        if (symbol == 16) {
            if (k == 0) return -1;
            repeated = lengths[k - 1];
            times = 3 + read_bits(r, 2);
        } else if (symbol == 17) {
            times = 3 + read_bits(r, 3);
        } else {
            times = 11 + read_bits(r, 7);
        }
        if (k + times > total) return -1;
        while (times--) lengths[k++] = repeated;
    }
    if (lengths[256] == 0) return -1;   // no end-of-block code
    if (huffman_build(literals, lengths, literal_count) != 0) return -1;
    return huffman_build(distances, lengths + literal_count, distance_count);
}

/// Reads the symbols of a Huffman-coded block up to and including its end-of-block code.
static int skip_coded_symbols(bit_reader *r, const huffman_code *literals, const huffman_code *distances) {
    for (;;) {
        int symbol = huffman_decode(literals, r);
        if (symbol < 0 || r->overrun) return -1;
        if (symbol < 256) continue;
        if (symbol == 256) return 0;
        if (symbol > 285) return -1;
        // Length extra bits: none below 265 and for 285, else (symbol − 261) / 4.
        if (symbol >= 265 && symbol < 285) skip_bits(r, (unsigned)(symbol - 261) / 4);
        int distance = huffman_decode(distances, r);
        if (distance < 0 || distance > 29) return -1;
        // Distance extra bits: none below 4, else distance / 2 − 1.
        if (distance >= 4) skip_bits(r, (unsigned)distance / 2 - 1);
    }
}

/// The fixed codes of RFC 1951 §3.2.6, built once.
static huffman_code fixed_literals, fixed_distances;
static pthread_once_t fixed_codes_once = PTHREAD_ONCE_INIT;

static void build_fixed_codes(void) {
    uint8_t lengths[288];
    memset(lengths, 8, 144); memset(lengths + 144, 9, 112); memset(lengths + 256, 7, 24); memset(lengths + 280, 8, 8);
    huffman_build(&fixed_literals, lengths, 288);
    memset(lengths, 5, 30);
    huffman_build(&fixed_distances, lengths, 30);
}

int duo_deflate_unfinal(duo_buffer *buffer, size_t start) {
    bit_reader r = { buffer->bytes + start, buffer->count - start, 0, 0 };
    pthread_once(&fixed_codes_once, build_fixed_codes);
    huffman_code *literals = malloc(2 * sizeof(huffman_code));
    if (!literals) return -1;
    huffman_code *distances = literals + 1;
    size_t last_header = 0;
    int final = 0, failed = 0;
    while (!final && !failed) {
        last_header = r.position;
        final = (int)read_bits(&r, 1);
        unsigned type = read_bits(&r, 2);
        if (type == 0) {   // stored: LEN and its complement on the next byte boundary, then the bytes
            r.position = (r.position + 7) & ~(size_t)7;
            uint32_t length = read_bits(&r, 16), complement = read_bits(&r, 16);
            if ((length ^ 0xFFFF) != complement) { failed = 1; break; }
            skip_bits(&r, 8 * length);
        } else if (type == 1) {
            failed = skip_coded_symbols(&r, &fixed_literals, &fixed_distances) != 0;
        } else if (type == 2) {
            failed = read_dynamic_codes(&r, literals, distances) != 0
                || skip_coded_symbols(&r, literals, distances) != 0;
        } else {
            failed = 1;
        }
        if (r.overrun) failed = 1;
    }
    free(literals);
    if (failed) return -1;
    // Clear BFINAL, then an empty stored block (BFINAL 0, BTYPE 00, zero padding, LEN 0, NLEN
    // 0xFFFF) right after the end-of-block code.
    uint8_t *bytes = buffer->bytes + start;
    bytes[last_header >> 3] &= (uint8_t)~(1u << (last_header & 7));
    size_t end = r.position, aligned = (end + 3 + 7) >> 3;
    size_t have = buffer->count - start;
    if (aligned + 4 > have && duo_buffer_reserve(buffer, aligned + 4 - have) != 0) return -1;
    bytes = buffer->bytes + start;
    for (size_t k = have; k < aligned; k++) bytes[k] = 0;
    if (end & 7) bytes[end >> 3] &= (uint8_t)((1u << (end & 7)) - 1);
    for (size_t k = (end + 7) >> 3; k < aligned; k++) bytes[k] = 0;
    static const uint8_t empty_lengths[4] = { 0x00, 0x00, 0xFF, 0xFF };
    memcpy(bytes + aligned, empty_lengths, 4);
    buffer->count = start + aligned + 4;
    return 0;
}
