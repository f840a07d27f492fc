#include "codec_shims.h"
#include <png.h>

const char *duo_png_version(void) { return png_get_libpng_ver(NULL); }
