// `syncfs` is a GNU extension of <unistd.h>.
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE
#endif
#include "CICUShims.h"

#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <string.h>
#include <unistd.h>
#include <unicode/ubrk.h>
#include <unicode/ucnv.h>
#include <unicode/ucol.h>
#include <unicode/ucsdet.h>
#include <unicode/uloc.h>
#include <unicode/uversion.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>
#include <unicode/utrans.h>

int32_t cicu_buffer_overflow_error(void) { return U_BUFFER_OVERFLOW_ERROR; }

int32_t cicu_error_name(int32_t status, char *buf, int32_t capacity) {
    const char *name = u_errorName((UErrorCode)status);
    int32_t length = (int32_t)strlen(name);
    if (capacity > 0) {
        int32_t n = length < capacity - 1 ? length : capacity - 1;
        memcpy(buf, name, (size_t)n);
        buf[n] = 0;
    }
    return length;
}

// MARK: - Normalisation

static const UNormalizer2 *normalizer(int32_t form, UErrorCode *status) {
    switch (form) {
    case 0: return unorm2_getNFCInstance(status);
    case 1: return unorm2_getNFDInstance(status);
    case 2: return unorm2_getNFKCInstance(status);
    case 3: return unorm2_getNFKDInstance(status);
    case 4: return unorm2_getNFKCCasefoldInstance(status);
    default: *status = U_ILLEGAL_ARGUMENT_ERROR; return NULL;
    }
}

int32_t cicu_normalize(int32_t form, const uint16_t *src, int32_t length, uint16_t *dest, int32_t capacity,
                       int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    const UNormalizer2 *n = normalizer(form, &err);
    int32_t result = 0;
    if (U_SUCCESS(err)) {
        result = unorm2_normalize(n, (const UChar *)src, length, (UChar *)dest, capacity, &err);
    }
    *status = err;
    return result;
}

int32_t cicu_norm_has_boundary_before(int32_t form, uint32_t c) {
    UErrorCode err = U_ZERO_ERROR;
    const UNormalizer2 *n = normalizer(form, &err);
    if (U_FAILURE(err)) return 1;
    return unorm2_hasBoundaryBefore(n, (UChar32)c) ? 1 : 0;
}

int32_t cicu_norm_span_quick_check_yes(int32_t form, const uint16_t *src, int32_t length, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    const UNormalizer2 *n = normalizer(form, &err);
    int32_t result = 0;
    if (U_SUCCESS(err)) result = unorm2_spanQuickCheckYes(n, (const UChar *)src, length, &err);
    *status = err;
    return result;
}

int32_t cicu_nfkc_casefold_bmp(uint32_t *table) {
    UErrorCode err = U_ZERO_ERROR;
    const UNormalizer2 *n = unorm2_getNFKCCasefoldInstance(&err);
    if (U_FAILURE(err)) return err;
    for (uint32_t v = 0; v < 0x10000; v++) {
        if (v >= 0xD800 && v <= 0xDFFF) {
            table[v] = v | (2u << 16) | (1u << 18);
            continue;
        }
        // An inert character neither changes nor combines: it is its own one-unit folding, with
        // a boundary before it.
        if (unorm2_isInert(n, (UChar32)v)) {
            table[v] = v | (1u << 18);
            continue;
        }
        uint32_t boundary = unorm2_hasBoundaryBefore(n, (UChar32)v) ? 1u << 18 : 0;
        UChar source = (UChar)v;
        UChar folded[32];
        UErrorCode status = U_ZERO_ERROR;
        int32_t length = unorm2_normalize(n, &source, 1, folded, 32, &status);
        if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) return status;
        if (status == U_BUFFER_OVERFLOW_ERROR) length = 2;
        if (length == 0) {
            table[v] = v | (1u << 16) | boundary;
        } else if (length == 1) {
            table[v] = (uint32_t)folded[0] | boundary;
        } else {
            table[v] = v | (2u << 16) | boundary;
        }
    }
    return U_ZERO_ERROR;
}

// MARK: - Transliteration

struct cicu_translit {
    UTransliterator *handle;
};

cicu_translit *cicu_translit_open(const uint16_t *id, int32_t idLength, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    UParseError parseError;
    UTransliterator *handle = utrans_openU((const UChar *)id, idLength, UTRANS_FORWARD, NULL, 0, &parseError, &err);
    *status = err;
    if (U_FAILURE(err) || handle == NULL) return NULL;
    cicu_translit *t = malloc(sizeof(cicu_translit));
    if (t == NULL) {
        utrans_close(handle);
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    t->handle = handle;
    return t;
}

void cicu_translit_close(cicu_translit *t) {
    if (t == NULL) return;
    utrans_close(t->handle);
    free(t);
}

void cicu_translit_apply(cicu_translit *t, uint16_t *buffer, int32_t *length, int32_t capacity, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    int32_t textLength = *length;
    int32_t limit = *length;
    utrans_transUChars(t->handle, (UChar *)buffer, &textLength, capacity, 0, &limit, &err);
    *length = textLength;
    *status = err;
}

// MARK: - Break iteration

struct cicu_break {
    UBreakIterator *handle;
    UChar *text;
};

cicu_break *cicu_break_open(int32_t kind, const char *locale, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    UBreakIteratorType type;
    switch (kind) {
    case 0: type = UBRK_CHARACTER; break;
    case 1: type = UBRK_WORD; break;
    case 2: type = UBRK_LINE; break;
    case 3: type = UBRK_SENTENCE; break;
    default: *status = U_ILLEGAL_ARGUMENT_ERROR; return NULL;
    }
    UBreakIterator *handle = ubrk_open(type, locale, NULL, 0, &err);
    *status = err;
    if (U_FAILURE(err) || handle == NULL) return NULL;
    cicu_break *b = malloc(sizeof(cicu_break));
    if (b == NULL) {
        ubrk_close(handle);
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    b->handle = handle;
    b->text = NULL;
    return b;
}

void cicu_break_close(cicu_break *b) {
    if (b == NULL) return;
    ubrk_close(b->handle);
    free(b->text);
    free(b);
}

void cicu_break_set_text(cicu_break *b, const uint16_t *text, int32_t length, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    UChar *copy = malloc(sizeof(UChar) * (size_t)(length > 0 ? length : 1));
    if (copy == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return;
    }
    if (length > 0) memcpy(copy, text, sizeof(UChar) * (size_t)length);
    ubrk_setText(b->handle, copy, length, &err);
    free(b->text);
    b->text = copy;
    *status = err;
}

int32_t cicu_break_next(cicu_break *b) {
    int32_t next = ubrk_next(b->handle);
    return next == UBRK_DONE ? -1 : next;
}

int32_t cicu_break_rule_status(cicu_break *b) { return ubrk_getRuleStatus(b->handle); }

// MARK: - Scripts

int32_t cicu_script(uint32_t c) {
    UErrorCode err = U_ZERO_ERROR;
    UScriptCode code = uscript_getScript((UChar32)c, &err);
    return U_FAILURE(err) ? 0 : (int32_t)code;
}

// MARK: - Collation

struct cicu_collator {
    UCollator *handle;
};

cicu_collator *cicu_collator_open(const char *locale, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    UCollator *handle = ucol_open(locale, &err);
    *status = err;
    if (U_FAILURE(err) || handle == NULL) return NULL;
    cicu_collator *c = malloc(sizeof(cicu_collator));
    if (c == NULL) {
        ucol_close(handle);
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    c->handle = handle;
    return c;
}

void cicu_collator_close(cicu_collator *c) {
    if (c == NULL) return;
    ucol_close(c->handle);
    free(c);
}

int32_t cicu_collator_compare(cicu_collator *c, const uint16_t *a, int32_t aLength, const uint16_t *b,
                              int32_t bLength) {
    return (int32_t)ucol_strcoll(c->handle, (const UChar *)a, aLength, (const UChar *)b, bLength);
}

int32_t cicu_collator_sort_key(cicu_collator *c, const uint16_t *s, int32_t length, uint8_t *key, int32_t capacity) {
    return ucol_getSortKey(c->handle, (const UChar *)s, length, key, capacity);
}

// MARK: - Charsets

int32_t cicu_detect_charsets(const char *bytes, int32_t length, char *names, int32_t namesCapacity,
                             int32_t *confidences, int32_t maxMatches, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    UCharsetDetector *detector = ucsdet_open(&err);
    if (U_FAILURE(err)) {
        *status = err;
        return 0;
    }
    ucsdet_setText(detector, bytes, length, &err);
    int32_t found = 0;
    const UCharsetMatch **matches = ucsdet_detectAll(detector, &found, &err);
    int32_t written = 0, offset = 0;
    if (U_SUCCESS(err)) {
        for (int32_t i = 0; i < found && written < maxMatches; i++) {
            UErrorCode nameErr = U_ZERO_ERROR;
            const char *name = ucsdet_getName(matches[i], &nameErr);
            int32_t confidence = ucsdet_getConfidence(matches[i], &nameErr);
            if (U_FAILURE(nameErr) || name == NULL) continue;
            int32_t n = (int32_t)strlen(name);
            if (offset + n + 1 > namesCapacity) break;
            memcpy(names + offset, name, (size_t)n);
            names[offset + n] = 0;
            offset += n + 1;
            confidences[written++] = confidence;
        }
    }
    ucsdet_close(detector);
    *status = err;
    return written;
}

int32_t cicu_convert_to_utf16(const char *charset, const char *src, int32_t length, uint16_t *dest,
                              int32_t capacity, int32_t *errorOffset, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    *errorOffset = -1;
    UConverter *converter = ucnv_open(charset, &err);
    if (U_FAILURE(err)) {
        *status = err;
        return 0;
    }
    ucnv_setToUCallBack(converter, UCNV_TO_U_CALLBACK_STOP, NULL, NULL, NULL, &err);
    UChar *target = (UChar *)dest;
    const char *source = src;
    int32_t produced = 0;
    if (U_SUCCESS(err)) {
        // Convert in one call when the buffer is large enough; otherwise count by pre-flighting.
        UChar *targetLimit = target + capacity;
        ucnv_toUnicode(converter, &target, targetLimit, &source, src + length, NULL, 1, &err);
        produced = (int32_t)(target - (UChar *)dest);
        if (err == U_BUFFER_OVERFLOW_ERROR) {
            // Pre-flight the rest to report the full length.
            UChar scratch[1024];
            while (err == U_BUFFER_OVERFLOW_ERROR) {
                err = U_ZERO_ERROR;
                UChar *t = scratch;
                ucnv_toUnicode(converter, &t, scratch + 1024, &source, src + length, NULL, 1, &err);
                produced += (int32_t)(t - scratch);
            }
            if (U_SUCCESS(err)) err = U_BUFFER_OVERFLOW_ERROR;
        }
        if (U_FAILURE(err) && err != U_BUFFER_OVERFLOW_ERROR) *errorOffset = (int32_t)(source - src);
    }
    ucnv_close(converter);
    *status = err;
    return produced;
}

int32_t cicu_convert_from_utf16(const char *charset, const uint16_t *src, int32_t length, char *dest,
                                int32_t capacity, int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    UConverter *converter = ucnv_open(charset, &err);
    if (U_FAILURE(err)) {
        *status = err;
        return 0;
    }
    int32_t n = ucnv_fromUChars(converter, dest, capacity, (const UChar *)src, length, &err);
    ucnv_close(converter);
    *status = err;
    return n;
}

// MARK: - Locales

static void copy_subtag(const char *src, char *dest) {
    size_t n = strlen(src);
    if (n > 15) n = 15;
    memcpy(dest, src, n);
    dest[n] = 0;
}

int32_t cicu_locale_likely_subtags(const char *tag, int32_t length, char *language, char *script, char *region,
                                   int32_t *status) {
    UErrorCode err = U_ZERO_ERROR;
    char input[256];
    char localeID[ULOC_FULLNAME_CAPACITY];
    char maximized[ULOC_FULLNAME_CAPACITY];
    char part[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    language[0] = script[0] = region[0] = 0;
    if (length < 0 || length >= (int32_t)sizeof input) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    memcpy(input, tag, (size_t)length);
    input[length] = 0;
    uloc_forLanguageTag(input, localeID, (int32_t)sizeof localeID, &parsed, &err);
    if (U_SUCCESS(err)) uloc_canonicalize(localeID, part, (int32_t)sizeof part, &err);
    if (U_SUCCESS(err)) uloc_addLikelySubtags(part, maximized, (int32_t)sizeof maximized, &err);
    if (U_SUCCESS(err)) {
        uloc_getLanguage(maximized, part, (int32_t)sizeof part, &err);
        if (U_SUCCESS(err)) copy_subtag(part, language);
    }
    if (U_SUCCESS(err)) {
        uloc_getScript(maximized, part, (int32_t)sizeof part, &err);
        if (U_SUCCESS(err)) copy_subtag(part, script);
    }
    if (U_SUCCESS(err)) {
        uloc_getCountry(maximized, part, (int32_t)sizeof part, &err);
        if (U_SUCCESS(err)) copy_subtag(part, region);
    }
    *status = err;
    return parsed;
}

int64_t cicu_heap_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 info = mallinfo2();
    return (int64_t)(info.uordblks + info.hblkhd);
#else
    return -1;
#endif
}

int cicu_sync_file_system(int fd) {
#if defined(__linux__)
    return syncfs(fd);
#else
    (void)fd;
    sync();
    return 0;
#endif
}

int cicu_limit_heap_arenas(int count) {
#if defined(__GLIBC__) && defined(M_ARENA_MAX)
    return mallopt(M_ARENA_MAX, count);
#else
    (void)count;
    return 0;
#endif
}

void cicu_release_free_heap(int64_t minimum_free) {
#if defined(__GLIBC__)
#if __GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33)
    // Counting the free bytes is cheaper than walking the heap to give them back.
    if ((int64_t)mallinfo2().fordblks < minimum_free) return;
#endif
    malloc_trim(0);
#endif
}

void cicu_version(char *buf) {
    UVersionInfo version;
    u_getVersion(version);
    u_versionToString(version, buf);
}
