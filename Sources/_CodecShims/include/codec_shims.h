// _CodecShims: setjmp-guarded wrappers around libpng and libjpeg; libdeflate inflating PNG image
// data ahead of libpng and compressing PNG bands.
//
// No stable API: these functions exist only for the Codecs module. Every libpng/libjpeg
// call that can longjmp happens inside a C function of this target that set the jump
// point itself, so a failure never unwinds Swift frames; the library never prints
// (errors and warnings are collected in a `duo_messages`) and never calls exit().
#ifndef DUO_CODEC_SHIMS_H
#define DUO_CODEC_SHIMS_H
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Messages

/// The error (empty when none) and the first few warnings of one codec run.
typedef struct duo_messages duo_messages;
const char *duo_messages_error(const duo_messages *messages);
int duo_messages_warning_count(const duo_messages *messages);
const char *duo_messages_warning(const duo_messages *messages, int index);

// MARK: PNG decoding

/// What the PNG header and the chunks before the image data say.
typedef struct {
    uint32_t width, height;
    int bit_depth, color_type, interlaced;
    /// 1 when the decoded pixels can be non-opaque (alpha channel or tRNS).
    int has_alpha;
    int has_srgb, srgb_intent;
    int has_gamma; uint32_t gamma;            // gAMA, × 100000
    int has_chrm; uint32_t chrm[8];           // cHRM: white x,y, red x,y, green x,y, blue x,y, × 100000
    const char *icc_name;                      // NULL when there is no iCCP
    const uint8_t *icc_profile; uint32_t icc_length;  // uncompressed, owned by the reader
    int icc_dropped;                           // 1: an iCCP chunk libpng refused (with a warning)
} duo_png_header;

typedef struct duo_png_reader duo_png_reader;
/// A reader of the PNG in `data` (which must outlive it). Its image data are inflated ahead by
/// libdeflate when it has at most `inflate_limit` pixels (0: never) and can be; libpng reads the
/// rest as always. NULL only when out of memory.
duo_png_reader *duo_png_reader_create(const uint8_t *data, size_t size, uint64_t inflate_limit);
/// 1 when the reader's image data are to be inflated ahead (after read_header), or were (after
/// decode_rgba, which falls back to the file as it is when they cannot be), else 0.
int duo_png_reader_inflated_ahead(const duo_png_reader *reader);
/// 1 when they were inflated into the image's own buffer (during decode_rgba), else 0.
int duo_png_reader_inflated_in_place(const duo_png_reader *reader);
/// Bytes the buffer given to decode_rgba should have past the image's rows (at 4 bytes a pixel,
/// contiguous) for the rows to be inflated into it in place: 0 when they fit in the image's own
/// bytes or are not inflated ahead. After read_header.
size_t duo_png_reader_scratch_bytes(const duo_png_reader *reader);
void duo_png_reader_destroy(duo_png_reader *reader);
const duo_messages *duo_png_reader_messages(const duo_png_reader *reader);
/// Reads the chunks up to the image data. Returns 0 on success.
int duo_png_reader_read_header(duo_png_reader *reader, duo_png_header *header);
/// Decodes the image as straight RGBA8 (8-bit, 16-bit rounded) into `rgba`, whose rows are
/// `row_bytes` apart (≥ width × 4) in a buffer of `capacity` bytes (≥ height × row_bytes; the
/// bytes past the rows are scratch). Call after a successful read_header. Returns 0 on success.
int duo_png_reader_decode_rgba(duo_png_reader *reader, uint8_t *rgba, size_t row_bytes, size_t capacity);

// MARK: PNG encoding (container only)

/// The PNG container around already-compressed image data.
typedef struct {
    uint32_t width, height;
    int has_alpha;                             // colour type RGBA (1) or RGB (0), 8 bits
    int has_srgb, srgb_intent;
    int has_gamma; uint32_t gamma;
    int has_chrm; uint32_t chrm[8];
    const char *icc_name;
    const uint8_t *icc_profile; uint32_t icc_length;
} duo_png_container;

typedef struct duo_buffer duo_buffer;
/// A growable byte buffer owned by C.
duo_buffer *duo_buffer_create(void);
void duo_buffer_destroy(duo_buffer *buffer);
const uint8_t *duo_buffer_bytes(const duo_buffer *buffer);
size_t duo_buffer_count(const duo_buffer *buffer);

/// Writes signature, IHDR, colour chunks, the zlib stream `idat` split into IDAT chunks, and
/// IEND into `out`. Returns 0 on success; otherwise the error text is in `error`.
int duo_png_write_container(const duo_png_container *container, const uint8_t *idat, size_t idat_length,
                            duo_buffer *out, char *error, size_t error_capacity);

// MARK: PNG row filtering and band compression

/// Filter types; DUO_PNG_FILTER_ADAPTIVE picks per row the one with the least sum of absolute
/// values after the row's first pixel (the PNG specification's heuristic, less the pixel that
/// has no left neighbour).
enum { DUO_PNG_FILTER_NONE = 0, DUO_PNG_FILTER_SUB = 1, DUO_PNG_FILTER_UP = 2,
       DUO_PNG_FILTER_AVERAGE = 3, DUO_PNG_FILTER_PAETH = 4, DUO_PNG_FILTER_ADAPTIVE = 5 };

/// Filters one row of `length` bytes with `bpp` bytes per pixel; `above` is the row above (zeros
/// for the first row). Writes the filter type byte then `length` bytes to `out`. `scratch` holds
/// 3 × `length` bytes for the adaptive choice (unused otherwise).
void duo_png_filter_row(const uint8_t *row, const uint8_t *above, size_t length, int bpp,
                        int filter, uint8_t *scratch, uint8_t *out);
/// Undoes filter `filter` (0–4) on one row of `length` bytes in place; `above` is the row above,
/// already reconstructed (zeros for the first row). The inverse of `duo_png_filter_row`.
void duo_png_unfilter_row(uint8_t *row, const uint8_t *above, size_t length, int bpp, int filter);

/// A premultiplied RGBA8 image (rows `width` × 4 bytes apart) and how its PNG rows are written:
/// `bpp` 4 (straight RGBA) or 3 (RGB, alpha dropped), the filter, and the compression level 0...9.
typedef struct {
    const uint8_t *pixels;
    uint32_t width, height;
    int bpp, filter, level;
} duo_png_rows;

/// Appends rows [first, end) of `image`, straightened and filtered, to `out` as one band of a raw
/// deflate stream, compressed by one libdeflate call: ending the stream when `last` is 1, else
/// made continuable (its final flag cleared, an empty stored block after it). Only the band's own
/// filtered rows are held. `adler` receives the Adler-32 of the band's filtered bytes. Returns 0
/// on success, -1 when out of memory or on a compressor error.
int duo_png_deflate_rows(const duo_png_rows *image, uint32_t first, uint32_t end, int last, duo_buffer *out,
                         uint32_t *adler);
/// The Adler-32 of two byte runs joined, from each run's checksum (zlib's adler32_combine).
uint32_t duo_adler32_combine(uint32_t first, uint32_t second, size_t second_length);

// MARK: JPEG decoding

/// What the JPEG header says.
typedef struct {
    uint32_t width, height;
    int components;
    /// libjpeg's J_COLOR_SPACE of the file (1 grey, 2 RGB, 3 YCbCr, 4 CMYK, 5 YCCK).
    int color_space;
    int progressive;
    /// The EXIF APP1 payload after "Exif\0\0" (the TIFF header onward), owned by the reader; NULL if none.
    const uint8_t *exif; uint32_t exif_length;
    const uint8_t *icc_profile; uint32_t icc_length;   // assembled APP2 ICC_PROFILE, owned by the reader
} duo_jpeg_header;

typedef struct duo_jpeg_reader duo_jpeg_reader;
duo_jpeg_reader *duo_jpeg_reader_create(const uint8_t *data, size_t size);
void duo_jpeg_reader_destroy(duo_jpeg_reader *reader);
const duo_messages *duo_jpeg_reader_messages(const duo_jpeg_reader *reader);
/// The first warning libjpeg gave whose code means pixels are missing or wrong (the file ends
/// early, corrupt entropy-coded data), or NULL when there was none.
const char *duo_jpeg_reader_damage(const duo_jpeg_reader *reader);
int duo_jpeg_reader_read_header(duo_jpeg_reader *reader, duo_jpeg_header *header);
/// Decodes to opaque RGBA8 (CMYK and YCCK converted, Adobe's inverted form included) into
/// `rgba` with rows `row_bytes` apart. Returns 0 on success (warnings may still be recorded).
int duo_jpeg_reader_decode_rgba(duo_jpeg_reader *reader, uint8_t *rgba, size_t row_bytes);

// MARK: JPEG encoding

/// What to compress and how.
typedef struct {
    const uint8_t *pixels; uint32_t width, height; size_t row_bytes;
    /// libjpeg's J_COLOR_SPACE of `pixels`: JCS_EXT_RGBX (4 bytes a pixel, the 4th ignored),
    /// JCS_GRAYSCALE or JCS_CMYK.
    int input_space;
    /// The file's colour space (J_COLOR_SPACE), or 0 for libjpeg's default for the input.
    int jpeg_space;
    int quality;                 // 1...100
    int progressive;
    /// 1 writes the Adobe APP14 marker (libjpeg's default for CMYK/YCCK), 0 leaves it out.
    int adobe_marker;
    const uint8_t *icc_profile; uint32_t icc_length;   // NULL for none
    /// 1 keeps full-resolution chroma (4:4:4), 0 libjpeg's default for YCbCr (4:2:0).
    int full_chroma;
} duo_jpeg_encoding;

/// Compresses into `out`. Returns 0 on success; the error text goes to `error`.
int duo_jpeg_encode(const duo_jpeg_encoding *encoding, duo_buffer *out, char *error, size_t error_capacity);

#ifdef __cplusplus
}
#endif
#endif
