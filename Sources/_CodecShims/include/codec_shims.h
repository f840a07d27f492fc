// _CodecShims: setjmp-guarded wrappers around libpng and libjpeg.
// No stable API: these functions exist only for the Codecs module.
#ifndef DUO_CODEC_SHIMS_H
#define DUO_CODEC_SHIMS_H
#include <stddef.h>
#include <stdint.h>

/// Returns the libpng version string the package was linked against.
const char *duo_png_version(void);

#endif
