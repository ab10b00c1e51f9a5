// SDL2 opens the window, takes the mouse, wheel and keys, and presents frames: Debian's libsdl2-dev. Its
// pkg-config file gives `-D_REENTRANT`, which SwiftPM refuses with a warning, so the headers are reached through
// the `SDL2` link beside this file (to /usr/include/SDL2), and the library is linked by the module map.
#include <SDL2/SDL.h>
