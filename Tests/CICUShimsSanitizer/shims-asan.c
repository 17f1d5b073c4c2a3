// AddressSanitizer and UndefinedBehaviorSanitizer run of the C shim (Sources/CICUShims/shims.c).
// Every cicu_ function is called with exact-size heap buffers (so that one byte written past the end
// is caught), zero capacities, invalid names and a seeded stream of random and mutated inputs.
// Built and run by run.sh (and .ci/run); exits non-zero, with the sanitizer's report, on any fault.
#include "CICUShims.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t state = 0x5EEDC0DEULL;

static uint64_t next_random(void) {
    state += 0x9E3779B97F4A7C15ULL;
    uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/// A heap copy of exactly `count` units, so that reads past the end are caught.
static void *exact_copy(const void *src, size_t bytes) {
    void *copy = malloc(bytes == 0 ? 1 : bytes);
    if (bytes > 0) memcpy(copy, src, bytes);
    return copy;
}

static int32_t random_units(uint16_t *units, int32_t max) {
    int32_t count = (int32_t)(next_random() % (uint64_t)(max + 1));
    for (int32_t i = 0; i < count; i++) {
        switch (next_random() % 5) {
        case 0: units[i] = (uint16_t)(0x3040 + next_random() % 0x60); break;  // kana
        case 1: units[i] = (uint16_t)(0x4E00 + next_random() % 0x5000); break; // Han
        case 2: units[i] = (uint16_t)(0xD800 + next_random() % 0x800); break;  // lone surrogates
        case 3: units[i] = (uint16_t)(next_random() % 0x80); break;            // ASCII and controls
        default: units[i] = (uint16_t)next_random(); break;
        }
    }
    return count;
}

static void exercise_normalization(const uint16_t *text, int32_t length) {
    for (int32_t form = 0; form <= 5; form++) {
        for (int32_t capacity = 0; capacity <= length * 4 + 4; capacity += length * 2 + 2) {
            uint16_t *dest = malloc(sizeof(uint16_t) * (size_t)(capacity == 0 ? 1 : capacity));
            int32_t status = 0;
            cicu_normalize(form, text, length, capacity == 0 ? NULL : dest, capacity, &status);
            free(dest);
        }
        int32_t status = 0;
        cicu_norm_span_quick_check_yes(form, text, length, &status);
        if (length > 0) cicu_norm_has_boundary_before(form, text[0]);
    }
}

static void exercise_transliteration(const uint16_t *text, int32_t length) {
    static const char *ids[] = {"Katakana-Latin", "Han-Latin", "Any-Latin; Latin-ASCII", "No-Such-Id", ""};
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        uint16_t id[64];
        int32_t idLength = (int32_t)strlen(ids[i]);
        for (int32_t k = 0; k < idLength; k++) id[k] = (uint16_t)ids[i][k];
        uint16_t *exactId = exact_copy(id, sizeof(uint16_t) * (size_t)idLength);
        int32_t status = 0;
        cicu_translit *t = cicu_translit_open(exactId, idLength, &status);
        free(exactId);
        if (t == NULL) continue;
        for (int32_t capacity = length; capacity <= length * 8 + 8; capacity += length * 4 + 4) {
            uint16_t *buffer = malloc(sizeof(uint16_t) * (size_t)(capacity == 0 ? 1 : capacity));
            memcpy(buffer, text, sizeof(uint16_t) * (size_t)length);
            int32_t used = length;
            status = 0;
            cicu_translit_apply(t, buffer, &used, capacity, &status);
            free(buffer);
        }
        cicu_translit_close(t);
    }
}

static void exercise_breaks_and_collation(const uint16_t *text, int32_t length) {
    for (int32_t kind = -1; kind <= 4; kind++) {
        int32_t status = 0;
        cicu_break *b = cicu_break_open(kind, kind == 2 ? "zh" : "ja", &status);
        if (b == NULL) continue;
        cicu_break_set_text(b, text, length, &status);
        for (int32_t guard = 0; guard <= length + 1 && cicu_break_next(b) >= 0; guard++) cicu_break_rule_status(b);
        cicu_break_close(b);
    }
    for (int32_t i = 0; i < length; i++) cicu_script(text[i]);
    cicu_script(0x10FFFF);
    cicu_script(0x110000);
    int32_t status = 0;
    cicu_collator *c = cicu_collator_open("ja", &status);
    if (c != NULL) {
        cicu_collator_compare(c, text, length, text, length / 2);
        int32_t needed = cicu_collator_sort_key(c, text, length, NULL, 0);
        for (int32_t capacity = 1; capacity <= needed + 1; capacity += needed / 2 + 1) {
            uint8_t *key = malloc((size_t)capacity);
            cicu_collator_sort_key(c, text, length, key, capacity);
            free(key);
        }
        cicu_collator_close(c);
    }
}

static void exercise_charsets(const char *bytes, int32_t length) {
    int32_t status = 0;
    char *names = malloc(32 * 8);
    int32_t *confidences = malloc(sizeof(int32_t) * 8);
    cicu_detect_charsets(bytes, length, names, 32 * 8, confidences, 8, &status);
    status = 0;
    cicu_detect_charsets(bytes, length, names, 7, confidences, 1, &status);  // names too small
    free(names);
    free(confidences);
    static const char *charsets[] = {"UTF-8", "Shift_JIS", "GB18030", "UTF-16LE", "EUC-JP", "Big5", "no-such"};
    for (size_t i = 0; i < sizeof charsets / sizeof charsets[0]; i++) {
        for (int32_t capacity = 0; capacity <= length + 16; capacity += length / 2 + 1) {
            uint16_t *dest = malloc(sizeof(uint16_t) * (size_t)(capacity == 0 ? 1 : capacity));
            int32_t errorOffset = -1;
            status = 0;
            cicu_convert_to_utf16(charsets[i], bytes, length, capacity == 0 ? NULL : dest, capacity, &errorOffset, &status);
            free(dest);
        }
    }
    uint16_t units[64];
    int32_t count = random_units(units, 63);
    uint16_t *src = exact_copy(units, sizeof(uint16_t) * (size_t)count);
    for (size_t i = 0; i < sizeof charsets / sizeof charsets[0]; i++) {
        for (int32_t capacity = 0; capacity <= count * 4 + 4; capacity += count + 1) {
            char *dest = malloc((size_t)(capacity == 0 ? 1 : capacity));
            status = 0;
            cicu_convert_from_utf16(charsets[i], src, count, capacity == 0 ? NULL : dest, capacity, &status);
            free(dest);
        }
    }
    free(src);
}

int main(int argc, char **argv) {
    int iterations = argc > 1 ? atoi(argv[1]) : 200;
    char name[64];
    cicu_error_name(cicu_buffer_overflow_error(), name, (int32_t)sizeof name);
    cicu_error_name(1, name, 4);  // a capacity shorter than the name
    static const char *samples[] = {
        "ウィンバックオファーは有料サブスクリプションの登録者に提供されます。",
        "赢回优惠支持不同的顾客资格条件，包括付费订阅时长。",
        "Win-back offers (iOS 18) \x1b[2J\x00 tail",
        "",
    };
    for (int i = 0; i < iterations; i++) {
        uint16_t units[256];
        int32_t length;
        if (i < (int)(sizeof samples / sizeof samples[0])) {
            // The samples as UTF-16 (ASCII-only conversion is enough for the Latin parts; CJK via ICU).
            int32_t status = 0, errorOffset = -1;
            length = cicu_convert_to_utf16("UTF-8", samples[i], (int32_t)strlen(samples[i]), units, 256, &errorOffset, &status);
            if (length < 0 || length > 256) length = 0;
        } else {
            length = random_units(units, 255);
        }
        uint16_t *text = exact_copy(units, sizeof(uint16_t) * (size_t)length);
        exercise_normalization(text, length);
        if (i % 10 == 0) exercise_transliteration(text, length);
        exercise_breaks_and_collation(text, length);
        free(text);
        char raw[512];
        int32_t count = (int32_t)(next_random() % 512);
        for (int32_t k = 0; k < count; k++) raw[k] = (char)next_random();
        if (i < (int)(sizeof samples / sizeof samples[0])) {
            count = (int32_t)strlen(samples[i]);
            memcpy(raw, samples[i], (size_t)count);
        }
        char *bytes = exact_copy(raw, (size_t)count);
        exercise_charsets(bytes, count);
        free(bytes);
    }
    printf("cicu shims: %d rounds under AddressSanitizer and UndefinedBehaviorSanitizer, no fault\n", iterations);
    return 0;
}
