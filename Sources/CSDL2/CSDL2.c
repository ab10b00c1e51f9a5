// The target's one source file: SwiftPM builds a C target from its sources; the API is the headers'.
#include "CSDL2.h"
