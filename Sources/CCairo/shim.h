// Cairo draws and fontconfig finds the fonts: Debian's libcairo2-dev (which brings fontconfig's headers).
#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <cairo-pdf.h>
