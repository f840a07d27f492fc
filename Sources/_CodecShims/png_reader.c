// PNG decoding through libpng's full API, with every longjmp kept inside this file. The image
// data reach libpng inflated ahead by libdeflate when they can (png_inflated_idat.c).
#include "shim_internal.h"
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/// Chunks that were really in the file (libpng synthesises gAMA/cHRM from sRGB otherwise).
enum { SAW_GAMA = 1, SAW_CHRM = 2, SAW_SRGB = 4, SAW_ICCP = 8 };

struct duo_png_reader {
    const uint8_t *data;
    size_t size, position;
    png_structp png;
    png_infop info;
    png_bytep *rows;
    int saw_chunks;
    int header_read;
    uint64_t inflate_limit;            // the most pixels whose data may be inflated ahead; 0: none
    int inflated_ahead;                // libpng reads `inflated`, not `data`
    int in_place;                      // the rows were inflated into the image's buffer
    duo_inflated_idat inflated;
    duo_messages messages;
};

static void on_error(png_structp png, png_const_charp text) {
    duo_png_reader *reader = png_get_error_ptr(png);
    duo_messages_set_error(&reader->messages, text);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    duo_png_reader *reader = png_get_error_ptr(png);
    duo_messages_add_warning(&reader->messages, text);
}

static void read_bytes(png_structp png, png_bytep out, size_t count) {
    duo_png_reader *reader = png_get_io_ptr(png);
    if (reader->inflated_ahead) {
        if (duo_inflated_idat_read(&reader->inflated, reader->position, out, count) < count)
            png_error(png, "the file ends too early (truncated)");
    } else {
        if (count > reader->size - reader->position) png_error(png, "the file ends too early (truncated)");
        memcpy(out, reader->data + reader->position, count);
    }
    reader->position += count;
}

/// Notes which colour chunks precede the first IDAT, walking the chunk headers only.
static int scan_colour_chunks(const uint8_t *data, size_t size) {
    int saw = 0;
    size_t at = 8;
    while (at + 8 <= size) {
        uint32_t length = (uint32_t)data[at] << 24 | (uint32_t)data[at + 1] << 16 | (uint32_t)data[at + 2] << 8 | data[at + 3];
        const uint8_t *type = data + at + 4;
        if (!memcmp(type, "IDAT", 4) || !memcmp(type, "IEND", 4)) break;
        if (!memcmp(type, "gAMA", 4)) saw |= SAW_GAMA;
        if (!memcmp(type, "cHRM", 4)) saw |= SAW_CHRM;
        if (!memcmp(type, "sRGB", 4)) saw |= SAW_SRGB;
        if (!memcmp(type, "iCCP", 4)) saw |= SAW_ICCP;
        if (length > size) break;
        at += 12 + (size_t)length;
    }
    return saw;
}

duo_png_reader *duo_png_reader_create(const uint8_t *data, size_t size, uint64_t inflate_limit) {
    duo_png_reader *reader = calloc(1, sizeof *reader);
    if (!reader) return NULL;
    reader->data = data;
    reader->size = size;
    reader->inflate_limit = inflate_limit;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, on_error, on_warning);
    if (reader->png) reader->info = png_create_info_struct(reader->png);
    if (!reader->png || !reader->info) {
        duo_png_reader_destroy(reader);
        return NULL;
    }
    png_set_read_fn(reader->png, reader, read_bytes);
    reader->saw_chunks = scan_colour_chunks(data, size);
    return reader;
}

void duo_png_reader_destroy(duo_png_reader *reader) {
    if (!reader) return;
    if (reader->png) png_destroy_read_struct(&reader->png, reader->info ? &reader->info : NULL, NULL);
    duo_inflated_idat_release(&reader->inflated);
    free(reader->rows);
    free(reader);
}

const duo_messages *duo_png_reader_messages(const duo_png_reader *reader) { return &reader->messages; }

int duo_png_reader_inflated_ahead(const duo_png_reader *reader) { return reader->inflated_ahead; }

int duo_png_reader_inflated_in_place(const duo_png_reader *reader) {
    return reader->in_place;
}

size_t duo_png_reader_scratch_bytes(const duo_png_reader *reader) {
    if (!reader->inflated_ahead || !reader->header_read) return 0;
    size_t image = (size_t)png_get_image_width(reader->png, reader->info) * 4 * png_get_image_height(reader->png, reader->info);
    size_t rows = reader->inflated.raw_length;
    // At most one byte a row (8-bit RGBA: each row's filter-type byte): more is not worth holding.
    return rows > image && rows - image <= png_get_image_height(reader->png, reader->info) ? rows - image : 0;
}

/// Starts again on the file as it is, when its rows could not be inflated ahead after all: libpng
/// has read the synthesised stream's first IDAT header, so a fresh libpng reads the chunks again.
static int restart_as_it_is(duo_png_reader *reader) {
    duo_inflated_idat_release(&reader->inflated);
    reader->inflated_ahead = 0;
    reader->position = 0;
    png_destroy_read_struct(&reader->png, &reader->info, NULL);
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, on_error, on_warning);
    reader->info = reader->png ? png_create_info_struct(reader->png) : NULL;
    if (!reader->png || !reader->info) {
        duo_messages_set_error(&reader->messages, "out of memory");
        return -1;
    }
    png_set_read_fn(reader->png, reader, read_bytes);
    if (setjmp(png_jmpbuf(reader->png))) return -1;
    png_read_info(reader->png, reader->info);
    return 0;
}

int duo_png_reader_read_header(duo_png_reader *reader, duo_png_header *header) {
    png_structp png = reader->png;
    png_infop info = reader->info;
    memset(header, 0, sizeof *header);
    if (reader->size < 8 || png_sig_cmp(reader->data, 0, 8) != 0) {
        duo_messages_set_error(&reader->messages, "not a PNG file (bad signature)");
        return -1;
    }
    // Decided before libpng reads past the first IDAT's header: the two files differ from there.
    // (The rows are inflated when the image is decoded; if that fails, it starts again.)
    reader->inflated_ahead =
        duo_inflated_idat_prepare(&reader->inflated, reader->data, reader->size, reader->inflate_limit) == 0;
    if (setjmp(png_jmpbuf(png))) return -1;
    png_read_info(png, info);
    header->width = png_get_image_width(png, info);
    header->height = png_get_image_height(png, info);
    header->bit_depth = png_get_bit_depth(png, info);
    header->color_type = png_get_color_type(png, info);
    header->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    header->has_alpha = (header->color_type & PNG_COLOR_MASK_ALPHA) || png_get_valid(png, info, PNG_INFO_tRNS);

    int intent;
    if ((reader->saw_chunks & SAW_SRGB) && png_get_sRGB(png, info, &intent)) {
        header->has_srgb = 1;
        header->srgb_intent = intent;
    }
    png_fixed_point gamma;
    if ((reader->saw_chunks & SAW_GAMA) && png_get_gAMA_fixed(png, info, &gamma)) {
        header->has_gamma = 1;
        header->gamma = (uint32_t)gamma;
    }
    png_fixed_point c[8];
    if ((reader->saw_chunks & SAW_CHRM) &&
        png_get_cHRM_fixed(png, info, &c[0], &c[1], &c[2], &c[3], &c[4], &c[5], &c[6], &c[7])) {
        header->has_chrm = 1;
        for (int i = 0; i < 8; i++) header->chrm[i] = (uint32_t)c[i];
    }
    png_charp name;
    int compression;
    png_bytep profile;
    png_uint_32 length;
    if ((reader->saw_chunks & SAW_ICCP) && png_get_iCCP(png, info, &name, &compression, &profile, &length)) {
        header->icc_name = name;
        header->icc_profile = profile;
        header->icc_length = length;
    } else if (reader->saw_chunks & SAW_ICCP) {
        header->icc_dropped = 1;
    }
    reader->header_read = 1;
    return 0;
}

int duo_png_reader_decode_rgba(duo_png_reader *reader, uint8_t *rgba, size_t row_bytes, size_t capacity) {
    if (!reader->header_read) {
        duo_messages_set_error(&reader->messages, "internal: decode before header");
        return -1;
    }
    if (reader->inflated_ahead) {
        // Into the image itself when its rows are contiguous.
        uint8_t *in_place = row_bytes == (size_t)png_get_image_width(reader->png, reader->info) * 4 ? rgba : NULL;
        if (duo_inflated_idat_inflate(&reader->inflated, in_place, capacity) == 0)
            reader->in_place = !reader->inflated.owns_raw;
        else if (restart_as_it_is(reader) != 0)
            return -1;
    }
    png_structp png = reader->png;
    png_infop info = reader->info;
    if (setjmp(png_jmpbuf(png))) return -1;
    int color_type = png_get_color_type(png, info);
    png_set_expand(png);                      // palette → RGB, grey < 8 bits → 8, tRNS → alpha
    png_set_scale_16(png);                    // 16 → 8 bits rounded: (v × 255 + 32767) / 65535
    if (!(color_type & PNG_COLOR_MASK_COLOR)) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS))
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
#ifdef PNG_IGNORE_ADLER32
    // Every chunk's CRC already guards the compressed bytes; zlib's Adler-32 over the inflated
    // rows (tens of MB for 3x art) would check them a second time.
    // And with the Adler-32 unchecked, the rows inflated ahead can reach libpng with their filters
    // undone (its own loops for Up and Sub go a byte at a time).
    if (png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON) != PNG_OPTION_INVALID && reader->inflated_ahead)
        duo_inflated_idat_undo_filters(&reader->inflated);
#endif
    if (reader->inflated_ahead) {
        // The synthesised IDATs carry no CRC; the file's critical chunks were checked when they were
        // inflated. Ancillary chunks are still checked here.
        png_set_crc_action(png, PNG_CRC_QUIET_USE, PNG_CRC_NO_CHANGE);
    }
    png_read_update_info(png, info);
    png_uint_32 width = png_get_image_width(png, info), height = png_get_image_height(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4 || row_bytes < (size_t)width * 4) {
        png_error(png, "internal: unexpected row layout after transformations");
    }
    reader->rows = malloc(sizeof(png_bytep) * height);
    if (!reader->rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) reader->rows[y] = rgba + (size_t)y * row_bytes;
    png_read_image(png, reader->rows);

    // Chunks after the image data: a problem there costs nothing of the image, so it is a warning.
    duo_messages saved = reader->messages;
    if (setjmp(png_jmpbuf(png))) {
        char line[DUO_MESSAGE_CAPACITY + 32];
        strcpy(line, "after the image data: ");
        strncat(line, reader->messages.error, DUO_MESSAGE_CAPACITY - 1);
        saved.error[0] = 0;
        reader->messages = saved;
        duo_messages_add_warning(&reader->messages, line);
        return 0;
    }
    png_read_end(png, NULL);
    duo_inflated_idat_release(&reader->inflated);
    return 0;
}
