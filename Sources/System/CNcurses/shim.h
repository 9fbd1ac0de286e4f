// The wide-character ncurses API for Swift.
//
// SwiftPM ignores the cflags pkg-config reports for a system library, so the feature macros that
// switch on the wide-character declarations (cchar_t, wget_wch, setcchar) are defined here, before
// any system header is read. Everything ncurses exposes only as a macro or as a mutable global
// (stdscr, LINES, COLS, COLORS, A_BOLD, KEY_F(n)...) gets a small inline accessor, because Swift
// imports neither function-like macros nor mutable C globals in language mode 6.
#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <sys/ioctl.h>
#include <ncursesw/curses.h>

static inline FILE *cn_stdin(void) { return stdin; }
static inline FILE *cn_stdout(void) { return stdout; }
static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline WINDOW *cn_curscr(void) { return curscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_dim(void) { return A_DIM; }

/// The key code of function key `n` (KEY_F(n)).
static inline int cn_key_f(int n) { return KEY_F(n); }

/// The codeset of the current locale ("UTF-8", "ANSI_X3.4-1968"...), after setlocale.
static inline const char *cn_codeset(void) { return nl_langinfo(CODESET); }

/// A terminfo string capability, or NULL when the terminal lacks it. tigetstr reports "not a
/// string capability" as (char *)-1, which Swift cannot compare against conveniently.
static inline const char *cn_tigetstr(const char *name) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) {
        return NULL;
    }
    return value;
}

/// The window size the kernel reports for `fd`, or -1 in both when it cannot be read.
static inline void cn_window_size(int fd, int *row_count, int *column_count) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_row > 0 && size.ws_col > 0) {
        *row_count = size.ws_row;
        *column_count = size.ws_col;
    } else {
        *row_count = -1;
        *column_count = -1;
    }
}

/// Stores `count` wide characters (not NUL-terminated) with attributes and a colour pair into
/// `cell`; returns ERR when ncurses rejects them. Fills the terminating NUL itself so Swift does not
/// have to build C strings per cell.
static inline int cn_setcchar(cchar_t *cell, const wchar_t *characters, int count, attr_t attributes, short pair) {
    wchar_t text[CCHARW_MAX + 1];
    if (count < 1) {
        return ERR;
    }
    if (count > CCHARW_MAX) {
        count = CCHARW_MAX;
    }
    for (int index = 0; index < count; index++) {
        text[index] = characters[index];
    }
    text[count] = 0;
    return setcchar(cell, text, attributes, pair, NULL);
}

/// How many wide characters one ncurses cell can hold (a spacing character plus combining ones).
static inline int cn_cchar_capacity(void) { return CCHARW_MAX; }

#endif
