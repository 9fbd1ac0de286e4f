// Async-signal-safe terminal restoration and signal forwarding for NcursesBackend.
//
// Signal handlers may only call async-signal-safe functions (write, tcsetattr, sigaction, raise),
// may only touch lock-free atomics and plain static data, and must not run Swift code (which can
// allocate, take locks or trigger lazy initialisation). So this small C file owns everything a
// handler needs: the terminal modes saved at start, the byte sequences that leave and re-enter
// full-screen mode (computed from terminfo ahead of time by Swift), and a self-pipe through which
// handlers tell the event loop what happened. It does not use ncurses itself.
#ifndef CNCURSES_SHIM_TERMINAL_SIGNALS_H
#define CNCURSES_SHIM_TERMINAL_SIGNALS_H

#include <stddef.h>

/// Bytes a handler writes to the signal pipe (see cns_signal_fd).
enum {
    /// SIGINT (Ctrl-C in cbreak mode): the app decides what it means.
    CNS_MESSAGE_INTERRUPT = 'I',
    /// SIGWINCH: the terminal size may have changed.
    CNS_MESSAGE_RESIZE = 'W',
    /// SIGCONT, or the end of a suspend: the screen contents are unknown and must be repainted.
    CNS_MESSAGE_CONTINUED = 'C',
};

/// Marks the (single) terminal session of the process as taken; returns 1 on success, 0 when
/// another session is active. ncurses and the handlers have process-wide state, so two sessions
/// at once cannot work.
int cns_claim_session(void);

/// Gives the session up again (after cns_uninstall).
void cns_release_session(void);

/// Saves the terminal modes of `tty_fd` (the ones every exit path restores), creates the signal
/// pipe and installs the handlers. Call before ncurses' newterm so that ncurses sees handlers in
/// place and leaves SIGTSTP, SIGINT, SIGTERM and SIGWINCH alone. Returns 0, or -1 with errno set.
int cns_install(int tty_fd);

/// Sets the bytes that leave full-screen mode (bracketed paste off, attributes off, cursor on,
/// keypad off, alternate screen off) and those that re-enter it after a suspend, and enables
/// writing them. The strings are copied (each at most 1 KiB; longer ones are cut).
void cns_set_sequences(const char *leave, size_t leave_length, const char *enter, size_t enter_length);

/// Stops writing the leave/enter sequences (after a normal restore they would be noise).
void cns_disable_sequences(void);

/// The read end of the signal pipe (non-blocking), or -1 before the first cns_install.
int cns_signal_fd(void);

/// Restores the previous signal dispositions. A Ctrl-Z that was deferred (see
/// cns_output_begin) is delivered now, with the terminal already restored.
void cns_uninstall(void);

/// Writes the leave sequence (when enabled) and restores the saved terminal modes. Only
/// async-signal-safe calls; also registered with atexit.
void cns_restore_terminal(void);

/// Brackets code that writes to the terminal through ncurses. A Ctrl-Z arriving in between is
/// deferred to cns_output_end, so a suspend never cuts an escape sequence in half.
void cns_output_begin(void);

/// Ends a cns_output_begin bracket and performs a deferred suspend, if any; returns 1 when the
/// process was suspended and resumed (the screen must then be repainted), else 0.
int cns_output_end(void);

#endif
