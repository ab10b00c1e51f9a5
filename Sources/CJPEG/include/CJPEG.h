// JPEG files to and from RGBA pixels through libjpeg-turbo (Debian's libjpeg62-turbo-dev), with libjpeg's errors
// caught (setjmp) and returned as text instead of ending the process, and its warnings kept off stderr.
#ifndef CJPEG_H
#define CJPEG_H

#include <stddef.h>
#include <stdint.h>

/// Encodes `width × height` straight RGBA pixels (alpha dropped over white) at `quality` (1...100). On success
/// returns 0 and sets `*output` (free it with rk_jpeg_free) and `*outputSize`; otherwise returns -1 with the reason
/// in `error`.
int rk_jpeg_encode(const uint8_t *rgba, int width, int height, int quality, uint8_t **output, size_t *outputSize,
                   char *error, size_t errorSize);

/// Reads the size a JPEG's header declares, without decoding: 0, or -1 with the reason in `error`.
int rk_jpeg_read_size(const uint8_t *data, size_t size, int *width, int *height, char *error, size_t errorSize);

/// Decodes a JPEG of the size rk_jpeg_read_size gave into `rgba` (`width × height × 4` bytes, opaque): 0, or -1
/// with the reason in `error`.
int rk_jpeg_decode(const uint8_t *data, size_t size, uint8_t *rgba, int width, int height, char *error,
                   size_t errorSize);

void rk_jpeg_free(uint8_t *pointer);

#endif
