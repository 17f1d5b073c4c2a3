// Thin C functions over the system ICU. This header exposes only <stdint.h> types and opaque
// handles: ICU's own headers are included by shims.c alone, so that no ICU type or versioned
// symbol name is visible to Swift. Every function reports failure through `*status`, which
// receives ICU's UErrorCode (> 0 is an error, <= 0 success or warning).
#ifndef CICU_SHIMS_H
#define CICU_SHIMS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Errors

/// ICU's U_BUFFER_OVERFLOW_ERROR, so that Swift can retry with a larger buffer.
int32_t cicu_buffer_overflow_error(void);
/// Writes ICU's name for an error code (e.g. "U_INVALID_ID") into `buf`; returns its length.
int32_t cicu_error_name(int32_t status, char *buf, int32_t capacity);

/// Writes ICU's version ("72.1") into `buf` (at least 20 bytes).
void cicu_version(char *buf);

// MARK: - Normalisation (unorm2)

/// Forms: 0 NFC, 1 NFD, 2 NFKC, 3 NFKD, 4 NFKC_Casefold.
int32_t cicu_normalize(int32_t form, const uint16_t *src, int32_t length, uint16_t *dest, int32_t capacity,
                       int32_t *status);
/// 1 if `c` is a normalisation boundary before itself in `form` (no interaction with what precedes).
int32_t cicu_norm_has_boundary_before(int32_t form, uint32_t c);
/// Fills `table` (0x10000 entries) with the NFKC_Casefold folding of every BMP code unit taken
/// alone: bits 0–15 the folded unit (the unit itself unless the kind is single), bits 16–17 the kind
/// (0 one unit, 1 nothing, 2 more than one unit or a surrogate), bit 18 a normalisation boundary
/// before it. Returns an ICU error code (0 on success).
int32_t cicu_nfkc_casefold_bmp(uint32_t *table);
/// Length of the prefix of `src` that is already normalised in `form`.
int32_t cicu_norm_span_quick_check_yes(int32_t form, const uint16_t *src, int32_t length, int32_t *status);

// MARK: - Transliteration (utrans)

typedef struct cicu_translit cicu_translit;
/// Opens a transliterator by ICU id or compound id (`Katakana-Latin; Latin-ASCII`).
cicu_translit *cicu_translit_open(const uint16_t *id, int32_t idLength, int32_t *status);
void cicu_translit_close(cicu_translit *t);
/// Transliterates `buffer[0..<*length]` in place; `capacity` is the buffer's size. On
/// U_BUFFER_OVERFLOW_ERROR, `*length` holds the needed length.
void cicu_translit_apply(cicu_translit *t, uint16_t *buffer, int32_t *length, int32_t capacity, int32_t *status);

// MARK: - Break iteration (ubrk)

typedef struct cicu_break cicu_break;
/// Kinds: 0 character, 1 word, 2 line, 3 sentence. The locale decides dictionaries (ja, zh).
cicu_break *cicu_break_open(int32_t kind, const char *locale, int32_t *status);
void cicu_break_close(cicu_break *b);
/// Sets the text to iterate; the text is copied and owned by the iterator.
void cicu_break_set_text(cicu_break *b, const uint16_t *text, int32_t length, int32_t *status);
/// The next boundary (UTF-16 offset), or -1 at the end.
int32_t cicu_break_next(cicu_break *b);
/// The rule status of the last boundary (word kinds: 0 none, 100 number, 200 letter, 300 kana, 400 ideo).
int32_t cicu_break_rule_status(cicu_break *b);

// MARK: - Scripts (uscript)

/// ICU's UScriptCode for a code point (0 common, 1 inherited, 17 Han, 20 Hiragana, 22 Katakana, 25 Latin).
int32_t cicu_script(uint32_t c);

// MARK: - Collation (ucol)

typedef struct cicu_collator cicu_collator;
/// Opens a collator for a locale id such as "ja", "zh", "zh@collation=stroke", "en".
cicu_collator *cicu_collator_open(const char *locale, int32_t *status);
void cicu_collator_close(cicu_collator *c);
/// -1, 0 or 1.
int32_t cicu_collator_compare(cicu_collator *c, const uint16_t *a, int32_t aLength, const uint16_t *b,
                              int32_t bLength);
/// Writes the sort key into `key`; returns its full length (which may exceed `capacity`).
int32_t cicu_collator_sort_key(cicu_collator *c, const uint16_t *s, int32_t length, uint8_t *key, int32_t capacity);

// MARK: - Charset detection and conversion (ucsdet, ucnv)

/// Detects up to `maxMatches` candidate charsets for `bytes`. Names are written NUL-separated into
/// `names` (each at most 32 bytes), confidences (0–100) into `confidences`. Returns the count.
int32_t cicu_detect_charsets(const char *bytes, int32_t length, char *names, int32_t namesCapacity,
                             int32_t *confidences, int32_t maxMatches, int32_t *status);
/// Converts `src` from `charset` to UTF-16, failing (rather than substituting) on an invalid or
/// unmappable byte sequence; `*errorOffset` then receives the byte offset near the failure.
/// Returns the UTF-16 length (which may exceed `capacity`: retry).
int32_t cicu_convert_to_utf16(const char *charset, const char *src, int32_t length, uint16_t *dest,
                              int32_t capacity, int32_t *errorOffset, int32_t *status);
/// Converts UTF-16 to `charset` bytes (used to write non-UTF-8 encodings, e.g. in tests).
int32_t cicu_convert_from_utf16(const char *charset, const uint16_t *src, int32_t length, char *dest,
                                int32_t capacity, int32_t *status);

// MARK: - Locales (uloc)

/// Canonicalises a BCP 47 tag and adds its likely subtags (`zh-TW` → `zh-Hant-TW`, `ja` →
/// `ja-Jpan-JP`), writing the language, script and region subtags (NUL-terminated, each at most 16
/// bytes; empty when absent) into `language`, `script` and `region`. Returns the number of bytes of
/// `tag` ICU could parse as a tag (less than `length` when the tag is malformed).
int32_t cicu_locale_likely_subtags(const char *tag, int32_t length, char *language, char *script, char *region,
                                   int32_t *status);

// MARK: - Heap

/// The bytes the allocator has handed out and not had back (glibc's `mallinfo2`); -1 where unknown.
int64_t cicu_heap_in_use(void);

/// Gives the C library's free heap pages back to the system (glibc's `malloc_trim(0)`) when at least
/// `minimum_free` bytes are free (where glibc can tell); does nothing with other C libraries.
void cicu_release_free_heap(int64_t minimum_free);

/// Caps the number of glibc malloc arenas at `count` (`mallopt(M_ARENA_MAX, count)`): 1 when set,
/// 0 when glibc refused or the C library is another.
int cicu_limit_heap_arenas(int count);

// MARK: - Files

/// Writes to the storage device every modified file of the file system that holds the open file
/// `fd` (Linux's `syncfs`; `sync()` elsewhere). 0 on success, -1 with `errno` set on failure.
int cicu_sync_file_system(int fd);

#ifdef __cplusplus
}
#endif

#endif
