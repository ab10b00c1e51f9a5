#include "CJPEG.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

struct rk_error_manager {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *message;
    size_t messageSize;
};

static void rk_error_exit(j_common_ptr info) {
    struct rk_error_manager *manager = (struct rk_error_manager *)info->err;
    if (manager->message && manager->messageSize > 0) {
        char buffer[JMSG_LENGTH_MAX];
        (*info->err->format_message)(info, buffer);
        snprintf(manager->message, manager->messageSize, "%s", buffer);
    }
    longjmp(manager->jump, 1);
}

// Warnings (a stream cut short, a corrupt marker) are kept, not printed: a decode that warned fails with the
// warning as its reason, instead of returning an image padded with grey.
static void rk_output_message(j_common_ptr info) {
    struct rk_error_manager *manager = (struct rk_error_manager *)info->err;
    if (manager->message && manager->messageSize > 0) {
        char buffer[JMSG_LENGTH_MAX];
        (*info->err->format_message)(info, buffer);
        snprintf(manager->message, manager->messageSize, "%s", buffer);
    }
}

// libjpeg's error handling, routed to `manager`: errors jump back to the caller's setjmp with the reason in
// `error`, and warnings are kept there too.
static struct jpeg_error_mgr *rk_errors(struct rk_error_manager *manager, char *error, size_t errorSize) {
    struct jpeg_error_mgr *base = jpeg_std_error(&manager->base);
    manager->base.error_exit = rk_error_exit;
    manager->base.output_message = rk_output_message;
    manager->message = error;
    manager->messageSize = errorSize;
    return base;
}

int rk_jpeg_encode(const uint8_t *rgba, int width, int height, int quality, uint8_t **output, size_t *outputSize,
                   char *error, size_t errorSize) {
    struct jpeg_compress_struct info;
    struct rk_error_manager manager;
    unsigned char *buffer = NULL;
    unsigned long length = 0;
    uint8_t *volatile row = NULL;
    info.err = rk_errors(&manager, error, errorSize);
    if (setjmp(manager.jump)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        free(row);
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &length);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
    jpeg_start_compress(&info, TRUE);
    row = malloc((size_t)width * 3);
    if (!row) {
        snprintf(error, errorSize, "out of memory for a row of %d pixels", width);
        jpeg_destroy_compress(&info);
        free(buffer);
        return -1;
    }
    while (info.next_scanline < info.image_height) {
        const uint8_t *source = rgba + (size_t)info.next_scanline * (size_t)width * 4;
        for (int x = 0; x < width; x++) {
            unsigned alpha = source[x * 4 + 3];
            for (int c = 0; c < 3; c++) {
                // Transparent pixels are flattened onto white, as a JPEG has no alpha.
                row[x * 3 + c] = (uint8_t)((source[x * 4 + c] * alpha + 255 * (255 - alpha) + 127) / 255);
            }
        }
        JSAMPROW rows[1] = {row};
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    free(row);
    *output = buffer;
    *outputSize = length;
    return 0;
}

// Reads the header, then, when `rgba` is given, the pixels of a JPEG whose size must be `*width × *height`.
static int rk_jpeg_read(const uint8_t *data, size_t size, uint8_t *rgba, int *width, int *height, char *error,
                        size_t errorSize) {
    struct jpeg_decompress_struct info;
    struct rk_error_manager manager;
    info.err = rk_errors(&manager, error, errorSize);
    if (setjmp(manager.jump)) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if (!rgba) {
        *width = (int)info.image_width;
        *height = (int)info.image_height;
        jpeg_destroy_decompress(&info);
        return 0;
    }
    if ((int)info.image_width != *width || (int)info.image_height != *height) {
        snprintf(error, errorSize, "the header changed between reads");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW rows[1] = {rgba + (size_t)info.output_scanline * (size_t)*width * 4};
        jpeg_read_scanlines(&info, rows, 1);
    }
    jpeg_finish_decompress(&info);
    long warnings = manager.base.num_warnings;
    jpeg_destroy_decompress(&info);
    return warnings > 0 ? -1 : 0;
}

int rk_jpeg_read_size(const uint8_t *data, size_t size, int *width, int *height, char *error, size_t errorSize) {
    return rk_jpeg_read(data, size, NULL, width, height, error, errorSize);
}

int rk_jpeg_decode(const uint8_t *data, size_t size, uint8_t *rgba, int width, int height, char *error,
                   size_t errorSize) {
    return rk_jpeg_read(data, size, rgba, &width, &height, error, errorSize);
}

void rk_jpeg_free(uint8_t *pointer) { free(pointer); }
