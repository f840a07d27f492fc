// One band of a zlib stream compressed on its own (pigz's scheme): raw deflate primed with
// the previous 32 KiB, so bands compressed in parallel concatenate into one valid stream.
#include "codec_shims.h"
#include <zlib.h>

size_t duo_deflate_band_bound(size_t length) {
    // zlib's deflateBound for the default settings, plus room for the sync-flush marker.
    return length + (length >> 12) + (length >> 14) + (length >> 25) + 64;
}

size_t duo_deflate_band(const uint8_t *input, size_t length, const uint8_t *dictionary, size_t dictionary_length,
                        int level, int last, uint8_t *out, size_t capacity) {
    z_stream stream = {0};
    if (deflateInit2(&stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return 0;
    if (dictionary && dictionary_length) {
        if (dictionary_length > 32768) {
            dictionary += dictionary_length - 32768;
            dictionary_length = 32768;
        }
        if (deflateSetDictionary(&stream, dictionary, (uInt)dictionary_length) != Z_OK) {
            deflateEnd(&stream);
            return 0;
        }
    }
    stream.next_out = out;
    stream.avail_out = (uInt)(capacity > 0xFFFFFFFFu ? 0xFFFFFFFFu : capacity);
    // Feed at most 1 GiB at a time: avail_in is 32-bit.
    size_t remaining = length;
    const uint8_t *next = input;
    int status = Z_OK;
    do {
        size_t n = remaining > (1u << 30) ? (1u << 30) : remaining;
        stream.next_in = (Bytef *)next;
        stream.avail_in = (uInt)n;
        next += n;
        remaining -= n;
        int flush = remaining ? Z_NO_FLUSH : (last ? Z_FINISH : Z_SYNC_FLUSH);
        status = deflate(&stream, flush);
        if (status == Z_STREAM_ERROR || stream.avail_in != 0) break;
    } while (remaining);
    size_t written = stream.total_out;
    int finished = last ? status == Z_STREAM_END : (status == Z_OK && stream.avail_in == 0 && stream.avail_out > 0);
    deflateEnd(&stream);
    return finished ? written : 0;
}

uint32_t duo_adler32(uint32_t adler, const uint8_t *data, size_t length) {
    uLong value = adler;
    while (length) {
        uInt n = length > (1u << 30) ? (1u << 30) : (uInt)length;
        value = adler32(value, data, n);
        data += n;
        length -= n;
    }
    return (uint32_t)value;
}

uint32_t duo_adler32_combine(uint32_t first, uint32_t second, size_t second_length) {
    return (uint32_t)adler32_combine(first, second, (z_off_t)second_length);
}
