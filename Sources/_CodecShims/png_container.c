// The PNG container written by libpng: signature, IHDR, colour chunks, our IDATs, IEND.
#include "shim_internal.h"
#include <png.h>
#include <setjmp.h>
#include <string.h>

/// The largest IDAT chunk we write; decoders stream them, so the size only costs 12 bytes each.
enum { IDAT_CHUNK_MAX = 1 << 20 };

typedef struct {
    duo_buffer *out;
    char *error;
    size_t error_capacity;
} write_context;

static void on_error(png_structp png, png_const_charp text) {
    write_context *context = png_get_error_ptr(png);
    if (context->error_capacity) {
        strncpy(context->error, text, context->error_capacity - 1);
        context->error[context->error_capacity - 1] = 0;
    }
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) { (void)png; (void)text; }

static void write_bytes(png_structp png, png_bytep data, size_t count) {
    write_context *context = png_get_io_ptr(png);
    if (duo_buffer_append(context->out, data, count) != 0) png_error(png, "out of memory");
}

static void flush_nothing(png_structp png) { (void)png; }

int duo_png_write_container(const duo_png_container *container, const uint8_t *idat, size_t idat_length,
                            duo_buffer *out, char *error, size_t error_capacity) {
    write_context context = { out, error, error_capacity };
    if (error_capacity) error[0] = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    if (!png) {
        if (error_capacity) strncpy(error, "out of memory", error_capacity - 1);
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, info ? &info : NULL);
        if (error_capacity && !error[0]) strncpy(error, "out of memory", error_capacity - 1);
        return -1;
    }
    png_set_benign_errors(png, 1);   // an inconsistent colour chunk is dropped, not fatal
    png_set_write_fn(png, &context, write_bytes, flush_nothing);
    png_set_IHDR(png, info, container->width, container->height, 8,
                 container->has_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    // iCCP and sRGB exclude each other (PNG spec); the profile wins as the more precise.
    if (container->icc_profile && container->icc_length) {
        png_set_iCCP(png, info, container->icc_name && container->icc_name[0] ? container->icc_name : "ICC profile",
                     PNG_COMPRESSION_TYPE_BASE, container->icc_profile, container->icc_length);
    } else if (container->has_srgb) {
        png_set_sRGB(png, info, container->srgb_intent);
    }
    if (container->has_gamma) png_set_gAMA_fixed(png, info, (png_fixed_point)container->gamma);
    if (container->has_chrm) {
        const uint32_t *c = container->chrm;
        png_set_cHRM_fixed(png, info, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]);
    }
    png_write_info(png, info);
    for (size_t at = 0; at < idat_length; at += IDAT_CHUNK_MAX) {
        size_t n = idat_length - at < IDAT_CHUNK_MAX ? idat_length - at : IDAT_CHUNK_MAX;
        png_write_chunk(png, (png_const_bytep)"IDAT", idat + at, n);
    }
    png_write_chunk(png, (png_const_bytep)"IEND", NULL, 0);
    png_destroy_write_struct(&png, &info);
    return 0;
}
