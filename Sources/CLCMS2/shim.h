#include <lcms2.h>

// lcms2.h spells its pixel formats as macros built from other macros, which Swift does not
// import; the ones Colour uses, as constants.
static const cmsUInt32Number duo_lcms_rgb_8 = TYPE_RGB_8;
static const cmsUInt32Number duo_lcms_rgba_8 = TYPE_RGBA_8;
static const cmsUInt32Number duo_lcms_rgb_float = TYPE_RGB_FLT;
