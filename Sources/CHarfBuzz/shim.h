// HarfBuzz, which Pango shapes text with; its pkg-config file gives Pango's headers their include path.
#include <hb.h>
