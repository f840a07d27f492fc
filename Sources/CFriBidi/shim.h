#include <fribidi.h>

/// FriBidi's paragraph directions as plain integers (its macros expand to enum arithmetic that
/// Swift does not import).
static const uint32_t duo_fribidi_par_on = FRIBIDI_PAR_ON;
static const uint32_t duo_fribidi_par_rtl = FRIBIDI_PAR_RTL;
static const uint32_t duo_fribidi_par_ltr = FRIBIDI_PAR_LTR;
