// JPEG encoding through libjpeg(-turbo), errors kept inside this file.
#include "shim_internal.h"
#include <stdio.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *error;
    size_t error_capacity;
} encoder_errors;

static void on_error_exit(j_common_ptr cinfo) {
    encoder_errors *errors = (encoder_errors *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    if (errors->error_capacity) {
        strncpy(errors->error, text, errors->error_capacity - 1);
        errors->error[errors->error_capacity - 1] = 0;
    }
    longjmp(errors->jump, 1);
}

static void on_emit_message(j_common_ptr cinfo, int level) { (void)cinfo; (void)level; }
static void on_output_message(j_common_ptr cinfo) { (void)cinfo; }

/// State that must survive a longjmp lives here, not in locals.
typedef struct {
    struct jpeg_compress_struct cinfo;
    encoder_errors errors;
    unsigned char *memory;
    unsigned long memory_size;
    JSAMPROW *rows;
} encoder;

int duo_jpeg_encode(const duo_jpeg_encoding *encoding, duo_buffer *out, char *error, size_t error_capacity) {
    encoder *e = calloc(1, sizeof *e);
    if (!e) return -1;
    if (error_capacity) error[0] = 0;
    e->cinfo.err = jpeg_std_error(&e->errors.manager);
    e->errors.manager.error_exit = on_error_exit;
    e->errors.manager.emit_message = on_emit_message;
    e->errors.manager.output_message = on_output_message;
    e->errors.error = error;
    e->errors.error_capacity = error_capacity;
    volatile int status = -1;
    if (setjmp(e->errors.jump)) goto done;
    jpeg_create_compress(&e->cinfo);
    jpeg_mem_dest(&e->cinfo, &e->memory, &e->memory_size);
    e->cinfo.image_width = encoding->width;
    e->cinfo.image_height = encoding->height;
    e->cinfo.in_color_space = (J_COLOR_SPACE)encoding->input_space;
    e->cinfo.input_components = encoding->input_space == JCS_GRAYSCALE ? 1 : encoding->input_space == JCS_CMYK ? 4 : 4;
    jpeg_set_defaults(&e->cinfo);
    if (encoding->jpeg_space) jpeg_set_colorspace(&e->cinfo, (J_COLOR_SPACE)encoding->jpeg_space);
    e->cinfo.write_Adobe_marker = encoding->adobe_marker ? TRUE : FALSE;
    jpeg_set_quality(&e->cinfo, encoding->quality, TRUE);
    if (encoding->full_chroma && e->cinfo.num_components >= 3) {
        e->cinfo.comp_info[0].h_samp_factor = 1;
        e->cinfo.comp_info[0].v_samp_factor = 1;
    }
    if (encoding->progressive) jpeg_simple_progression(&e->cinfo);
    e->rows = malloc(sizeof(JSAMPROW) * encoding->height);
    if (!e->rows) {
        if (error_capacity) strncpy(error, "out of memory", error_capacity - 1);
        goto done;
    }
    for (uint32_t y = 0; y < encoding->height; y++) e->rows[y] = (JSAMPROW)(encoding->pixels + (size_t)y * encoding->row_bytes);
    jpeg_start_compress(&e->cinfo, TRUE);
    if (encoding->icc_profile && encoding->icc_length)
        jpeg_write_icc_profile(&e->cinfo, encoding->icc_profile, encoding->icc_length);
    while (e->cinfo.next_scanline < e->cinfo.image_height)
        jpeg_write_scanlines(&e->cinfo, e->rows + e->cinfo.next_scanline, e->cinfo.image_height - e->cinfo.next_scanline);
    jpeg_finish_compress(&e->cinfo);
    if (duo_buffer_append(out, e->memory, e->memory_size) != 0) {
        if (error_capacity) strncpy(error, "out of memory", error_capacity - 1);
        goto done;
    }
    status = 0;
done:
    jpeg_destroy_compress(&e->cinfo);
    free(e->memory);
    free(e->rows);
    free(e);
    return status;
}
