// Pango lays out and shapes text (HarfBuzz on FreeType), drawn through Cairo: Debian's libpango1.0-dev.
// Its headers live in /usr/include/pango-1.0, which no pkg-config file gives without also giving `-pthread`
// (a flag SwiftPM refuses with a warning): the `pango` link beside this file points there, and CHarfBuzz's
// pkg-config file (HarfBuzz's, which is clean) gives the rest of the include path.
#include <pango/pangocairo.h>
