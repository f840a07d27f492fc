// Error and warning collection shared by the PNG and JPEG shims, and the growable buffer.
#include "shim_internal.h"
#include <stdlib.h>
#include <string.h>

static void copy_message(char *destination, const char *text) {
    size_t n = strlen(text);
    if (n >= DUO_MESSAGE_CAPACITY) n = DUO_MESSAGE_CAPACITY - 1;
    memcpy(destination, text, n);
    destination[n] = 0;
    // One line only: a library message never spans lines in our output.
    for (size_t i = 0; i < n; i++) if (destination[i] == '\n' || destination[i] == '\r') destination[i] = ' ';
}

void duo_messages_reset(duo_messages *messages) { memset(messages, 0, sizeof *messages); }

void duo_messages_set_error(duo_messages *messages, const char *text) {
    if (messages->error[0] == 0) copy_message(messages->error, text && text[0] ? text : "unknown error");
}

void duo_messages_add_warning(duo_messages *messages, const char *text) {
    char line[DUO_MESSAGE_CAPACITY];
    copy_message(line, text ? text : "");
    for (int i = 0; i < messages->warning_count; i++)
        if (strcmp(messages->warnings[i], line) == 0) return;
    if (messages->warning_count < DUO_MAX_WARNINGS)
        memcpy(messages->warnings[messages->warning_count++], line, sizeof line);
}

const char *duo_messages_error(const duo_messages *messages) { return messages->error; }
int duo_messages_warning_count(const duo_messages *messages) { return messages->warning_count; }
const char *duo_messages_warning(const duo_messages *messages, int index) {
    return (index >= 0 && index < messages->warning_count) ? messages->warnings[index] : "";
}

duo_buffer *duo_buffer_create(void) { return calloc(1, sizeof(duo_buffer)); }

void duo_buffer_destroy(duo_buffer *buffer) {
    if (!buffer) return;
    free(buffer->bytes);
    free(buffer);
}

const uint8_t *duo_buffer_bytes(const duo_buffer *buffer) { return buffer->bytes; }
size_t duo_buffer_count(const duo_buffer *buffer) { return buffer->count; }

int duo_buffer_reserve(duo_buffer *buffer, size_t count) {
    if (count <= buffer->capacity - buffer->count) return 0;
    size_t capacity = buffer->capacity ? buffer->capacity : 4096;
    while (capacity - buffer->count < count) {
        if (capacity > SIZE_MAX / 2) return -1;
        capacity *= 2;
    }
    uint8_t *grown = realloc(buffer->bytes, capacity);
    if (!grown) return -1;
    buffer->bytes = grown;
    buffer->capacity = capacity;
    return 0;
}

int duo_buffer_append(duo_buffer *buffer, const uint8_t *bytes, size_t count) {
    if (duo_buffer_reserve(buffer, count) != 0) return -1;
    if (count) memcpy(buffer->bytes + buffer->count, bytes, count);
    buffer->count += count;
    return 0;
}
