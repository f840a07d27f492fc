// JPEG decoding through libjpeg(-turbo) with an error manager that records and longjmps
// back into this file instead of printing and calling exit().
#include "shim_internal.h"
#include <stdio.h>
#include <jpeglib.h>
#include <jerror.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/// More scans than any real progressive JPEG has; a hostile file with thousands of tiny
/// scans would otherwise take minutes.
enum { MAX_SCANS = 1000 };

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    duo_messages *messages;
    /// The first warning whose code means pixels are missing or wrong (empty when none).
    char damage[JMSG_LENGTH_MAX];
} guarded_errors;

/// True for the warnings after which libjpeg fills what it could not decode with grey: the file
/// ends early, or the entropy-coded data is corrupt. Decided by code, never by the text (which
/// differs between libjpeg builds and languages); stray bytes between markers, an unknown JFIF
/// revision or a bad ICC marker cost no pixel.
static int means_missing_pixels(int code) {
    return code == JWRN_JPEG_EOF || code == JWRN_HIT_MARKER || code == JWRN_HUFF_BAD_CODE
        || code == JWRN_ARITH_BAD_CODE || code == JWRN_MUST_RESYNC;
}

struct duo_jpeg_reader {
    struct jpeg_decompress_struct cinfo;
    guarded_errors errors;
    struct jpeg_progress_mgr progress;
    const uint8_t *data;
    size_t size;
    uint8_t *icc;
    unsigned int icc_length;
    JSAMPROW *rows;
    int header_read;
    duo_messages messages;
};

static void on_error_exit(j_common_ptr cinfo) {
    guarded_errors *errors = (guarded_errors *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    duo_messages_set_error(errors->messages, text);
    longjmp(errors->jump, 1);
}

static void on_emit_message(j_common_ptr cinfo, int level) {
    if (level >= 0) return;   // trace messages: ignored
    guarded_errors *errors = (guarded_errors *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    duo_messages_add_warning(errors->messages, text);
    if (errors->damage[0] == 0 && means_missing_pixels(cinfo->err->msg_code))
        snprintf(errors->damage, sizeof errors->damage, "%s", text);
    cinfo->err->num_warnings++;
}

static void on_output_message(j_common_ptr cinfo) { (void)cinfo; }

static void on_progress(j_common_ptr cinfo) {
    j_decompress_ptr d = (j_decompress_ptr)cinfo;
    if (cinfo->is_decompressor && d->input_scan_number > MAX_SCANS) {
        guarded_errors *errors = (guarded_errors *)cinfo->err;
        duo_messages_set_error(errors->messages, "too many progressive scans (over 1000): refusing a hostile file");
        longjmp(errors->jump, 1);
    }
}

duo_jpeg_reader *duo_jpeg_reader_create(const uint8_t *data, size_t size) {
    duo_jpeg_reader *reader = calloc(1, sizeof *reader);
    if (!reader) return NULL;
    reader->data = data;
    reader->size = size;
    reader->cinfo.err = jpeg_std_error(&reader->errors.manager);
    reader->errors.manager.error_exit = on_error_exit;
    reader->errors.manager.emit_message = on_emit_message;
    reader->errors.manager.output_message = on_output_message;
    reader->errors.messages = &reader->messages;
    if (setjmp(reader->errors.jump)) {
        jpeg_destroy_decompress(&reader->cinfo);
        free(reader);
        return NULL;
    }
    jpeg_create_decompress(&reader->cinfo);
    reader->progress.progress_monitor = on_progress;
    reader->cinfo.progress = &reader->progress;
    return reader;
}

void duo_jpeg_reader_destroy(duo_jpeg_reader *reader) {
    if (!reader) return;
    jpeg_destroy_decompress(&reader->cinfo);   // never fails
    free(reader->icc);
    free(reader->rows);
    free(reader);
}

const duo_messages *duo_jpeg_reader_messages(const duo_jpeg_reader *reader) { return &reader->messages; }

const char *duo_jpeg_reader_damage(const duo_jpeg_reader *reader) {
    return reader->errors.damage[0] ? reader->errors.damage : NULL;
}

int duo_jpeg_reader_read_header(duo_jpeg_reader *reader, duo_jpeg_header *header) {
    j_decompress_ptr cinfo = &reader->cinfo;
    memset(header, 0, sizeof *header);
    if (reader->size < 3 || reader->data[0] != 0xFF || reader->data[1] != 0xD8) {
        duo_messages_set_error(&reader->messages, "not a JPEG file (no start-of-image marker)");
        return -1;
    }
    if (setjmp(reader->errors.jump)) return -1;
    jpeg_mem_src(cinfo, reader->data, (unsigned long)reader->size);
    jpeg_save_markers(cinfo, JPEG_APP0 + 1, 0xFFFF);
    jpeg_save_markers(cinfo, JPEG_APP0 + 2, 0xFFFF);
    jpeg_read_header(cinfo, TRUE);
    header->width = cinfo->image_width;
    header->height = cinfo->image_height;
    header->components = cinfo->num_components;
    header->color_space = cinfo->jpeg_color_space;
    header->progressive = cinfo->progressive_mode;
    for (jpeg_saved_marker_ptr m = cinfo->marker_list; m; m = m->next) {
        if (m->marker == JPEG_APP0 + 1 && m->data_length > 6 && !memcmp(m->data, "Exif\0\0", 6)) {
            header->exif = m->data + 6;
            header->exif_length = m->data_length - 6;
            break;
        }
    }
    if (jpeg_read_icc_profile(cinfo, &reader->icc, &reader->icc_length)) {
        header->icc_profile = reader->icc;
        header->icc_length = reader->icc_length;
    }
    reader->header_read = 1;
    return 0;
}

/// CMYK (4 bytes a pixel) to opaque RGBA in place: R = (255 − C)(255 − K)/255, or C·K/255 for
/// Adobe's inverted form.
static void cmyk_to_rgba(uint8_t *row, size_t width, int inverted) {
    for (size_t x = 0; x < width; x++) {
        uint8_t *p = row + 4 * x;
        unsigned c = p[0], m = p[1], y = p[2], k = p[3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        unsigned t;
        t = c * k + 128; p[0] = (uint8_t)((t + (t >> 8)) >> 8);
        t = m * k + 128; p[1] = (uint8_t)((t + (t >> 8)) >> 8);
        t = y * k + 128; p[2] = (uint8_t)((t + (t >> 8)) >> 8);
        p[3] = 255;
    }
}

int duo_jpeg_reader_decode_rgba(duo_jpeg_reader *reader, uint8_t *rgba, size_t row_bytes) {
    j_decompress_ptr cinfo = &reader->cinfo;
    if (!reader->header_read) {
        duo_messages_set_error(&reader->messages, "internal: decode before header");
        return -1;
    }
    if (setjmp(reader->errors.jump)) return -1;
    int cmyk = cinfo->jpeg_color_space == JCS_CMYK || cinfo->jpeg_color_space == JCS_YCCK;
    cinfo->out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(cinfo);
    if (cinfo->output_components != 4 || row_bytes < (size_t)cinfo->output_width * 4) {
        duo_messages_set_error(&reader->messages, "internal: unexpected output layout");
        jpeg_abort_decompress(cinfo);
        return -1;
    }
    reader->rows = malloc(sizeof(JSAMPROW) * cinfo->output_height);
    if (!reader->rows) {
        duo_messages_set_error(&reader->messages, "out of memory");
        return -1;
    }
    for (JDIMENSION y = 0; y < cinfo->output_height; y++) reader->rows[y] = rgba + (size_t)y * row_bytes;
    while (cinfo->output_scanline < cinfo->output_height) {
        JDIMENSION before = cinfo->output_scanline;
        jpeg_read_scanlines(cinfo, reader->rows + before, cinfo->output_height - before);
        if (cmyk) {
            for (JDIMENSION y = before; y < cinfo->output_scanline; y++)
                cmyk_to_rgba(reader->rows[y], cinfo->output_width, cinfo->saw_Adobe_marker);
        }
    }
    jpeg_finish_decompress(cinfo);
    return 0;
}
