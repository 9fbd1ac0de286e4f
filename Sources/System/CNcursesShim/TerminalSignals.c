// Signal handling for the terminal session; see include/CNcursesShim.h for why this is C.
//
// Every function a handler reaches uses only async-signal-safe calls (write, tcgetattr,
// tcsetattr, tcflush, sigaction, pthread_sigmask, raise) and lock-free atomics.
#define _GNU_SOURCE 1

#include "CNcursesShim.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

enum { SEQUENCE_CAPACITY = 1024 };

/// Signals that only need to reach the event loop.
static const int message_signals[] = { SIGINT, SIGWINCH, SIGCONT };
/// Signals that end the process: restore the terminal, then die with the default action.
static const int termination_signals[] = { SIGTERM, SIGHUP, SIGQUIT };
/// Signals raised by a crash: restore the terminal, then let the previous handler (the Swift
/// runtime's backtracer, when enabled) or the default action take over.
static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };

static atomic_int session_claimed;
static atomic_int handlers_installed;
static atomic_int sequences_enabled;
static atomic_int output_depth;
static atomic_int stop_pending;
static atomic_int atexit_registered;

static int terminal_fd = -1;
static struct termios saved_modes;
static atomic_int have_saved_modes;

static int pipe_read_fd = -1;
static int pipe_write_fd = -1;

static char leave_sequence[SEQUENCE_CAPACITY];
static atomic_size_t leave_length;
static char enter_sequence[SEQUENCE_CAPACITY];
static atomic_size_t enter_length;

static struct sigaction previous_actions[NSIG];

static void send_message(char message) {
    if (pipe_write_fd >= 0) {
        // A full pipe already holds a wake-up; losing this byte loses nothing the loop needs
        // except extra Ctrl-C presses, which the user can repeat.
        ssize_t ignored = write(pipe_write_fd, &message, 1);
        (void)ignored;
    }
}

static void write_all(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written < 0) {
            if (errno == EINTR) {
                continue;
            }
            return;
        }
        bytes += written;
        length -= (size_t)written;
    }
}

void cns_restore_terminal(void) {
    if (terminal_fd < 0) {
        return;
    }
    if (atomic_load(&sequences_enabled)) {
        write_all(terminal_fd, leave_sequence, atomic_load(&leave_length));
    }
    if (atomic_load(&have_saved_modes)) {
        tcsetattr(terminal_fd, TCSADRAIN, &saved_modes);
    }
}

/// Leaves full-screen mode, stops the process as a default SIGTSTP would, and re-enters
/// full-screen mode when it is continued.
static void suspend_now(void) {
    struct termios program_modes;
    int have_program_modes = terminal_fd >= 0 && tcgetattr(terminal_fd, &program_modes) == 0;
    cns_restore_terminal();
    // Keys typed for the app but not yet read must not become shell input while it is stopped
    // (the kernel flushes them itself on Ctrl-Z unless NOFLSH is set, which ncurses sets).
    if (terminal_fd >= 0) {
        tcflush(terminal_fd, TCIFLUSH);
    }

    struct sigaction default_action;
    struct sigaction own_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(SIGTSTP, &default_action, &own_action);

    sigset_t stop_set;
    sigset_t previous_mask;
    sigemptyset(&stop_set);
    sigaddset(&stop_set, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &stop_set, &previous_mask);
    raise(SIGTSTP);
    // Stopped here until SIGCONT (`fg`).
    pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
    sigaction(SIGTSTP, &own_action, NULL);

    // The shell hands the terminal back in the modes it wants for its jobs; those are the modes to
    // restore at exit from now on (as ncurses' own SIGTSTP handling does).
    struct termios shell_modes;
    if (terminal_fd >= 0 && tcgetattr(terminal_fd, &shell_modes) == 0) {
        saved_modes = shell_modes;
    }
    if (have_program_modes) {
        tcsetattr(terminal_fd, TCSADRAIN, &program_modes);
    }
    if (atomic_load(&sequences_enabled)) {
        write_all(terminal_fd, enter_sequence, atomic_load(&enter_length));
    }
    send_message(CNS_MESSAGE_CONTINUED);
}

static void handle_message_signal(int signal_number) {
    int saved_errno = errno;
    switch (signal_number) {
    case SIGINT:
        send_message(CNS_MESSAGE_INTERRUPT);
        break;
    case SIGWINCH:
        send_message(CNS_MESSAGE_RESIZE);
        break;
    default:
        send_message(CNS_MESSAGE_CONTINUED);
        break;
    }
    errno = saved_errno;
}

static void handle_stop_signal(int signal_number) {
    (void)signal_number;
    int saved_errno = errno;
    atomic_store(&stop_pending, 1);
    // While ncurses is writing, the suspend waits for cns_output_end; whoever takes the pending
    // flag first performs it, so it happens exactly once.
    if (atomic_load(&output_depth) == 0 && atomic_exchange(&stop_pending, 0)) {
        suspend_now();
    }
    errno = saved_errno;
}

static int is_termination_signal(int signal_number) {
    for (size_t index = 0; index < sizeof termination_signals / sizeof termination_signals[0]; index++) {
        if (termination_signals[index] == signal_number) {
            return 1;
        }
    }
    return 0;
}

static void handle_fatal_signal(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    int saved_errno = errno;
    cns_restore_terminal();
    atomic_store(&sequences_enabled, 0);

    struct sigaction next;
    memset(&next, 0, sizeof next);
    sigemptyset(&next.sa_mask);
    next.sa_handler = SIG_DFL;
    if (!is_termination_signal(signal_number) && signal_number > 0 && signal_number < NSIG) {
        struct sigaction previous = previous_actions[signal_number];
        int previous_is_handler = (previous.sa_flags & SA_SIGINFO) != 0
            || (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN);
        if (previous_is_handler) {
            next = previous;
        }
    }
    sigaction(signal_number, &next, NULL);

    // A fault raised by the CPU (si_code > 0) happens again when this handler returns and the
    // instruction re-executes, now reaching `next` with the precise fault details. A signal that
    // was sent (kill, abort, hangup) is sent again; it stays blocked until this handler returns.
    int kernel_fault = info != NULL && info->si_code > 0 && !is_termination_signal(signal_number)
        && signal_number != SIGABRT && signal_number != SIGTRAP;
    if (!kernel_fault) {
        raise(signal_number);
    }
    errno = saved_errno;
}

static void restore_at_exit(void) {
    if (atomic_load(&handlers_installed)) {
        cns_restore_terminal();
    }
}

int cns_claim_session(void) {
    int expected = 0;
    return atomic_compare_exchange_strong(&session_claimed, &expected, 1) ? 1 : 0;
}

void cns_release_session(void) {
    atomic_store(&session_claimed, 0);
}

static int create_pipe(void) {
    if (pipe_read_fd >= 0) {
        return 0;
    }
    int fds[2];
    if (pipe2(fds, O_NONBLOCK | O_CLOEXEC) != 0) {
        return -1;
    }
    pipe_read_fd = fds[0];
    pipe_write_fd = fds[1];
    return 0;
}

static void install(int signal_number, struct sigaction *action) {
    sigaction(signal_number, action, &previous_actions[signal_number]);
}

int cns_install(int tty_fd) {
    if (atomic_load(&handlers_installed)) {
        return 0;
    }
    struct termios modes;
    if (tcgetattr(tty_fd, &modes) != 0) {
        return -1;
    }
    if (create_pipe() != 0) {
        return -1;
    }
    terminal_fd = tty_fd;
    saved_modes = modes;
    atomic_store(&have_saved_modes, 1);
    atomic_store(&sequences_enabled, 0);
    atomic_store(&stop_pending, 0);
    atomic_store(&output_depth, 0);

    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    action.sa_handler = handle_message_signal;
    for (size_t index = 0; index < sizeof message_signals / sizeof message_signals[0]; index++) {
        install(message_signals[index], &action);
    }

    action.sa_handler = handle_stop_signal;
    // A resize during the suspend must not run the message handler in the middle of it.
    sigaddset(&action.sa_mask, SIGWINCH);
    install(SIGTSTP, &action);

    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO;
    action.sa_sigaction = handle_fatal_signal;
    for (size_t index = 0; index < sizeof termination_signals / sizeof termination_signals[0]; index++) {
        install(termination_signals[index], &action);
    }
    for (size_t index = 0; index < sizeof crash_signals / sizeof crash_signals[0]; index++) {
        install(crash_signals[index], &action);
    }

    atomic_store(&handlers_installed, 1);
    int expected = 0;
    if (atomic_compare_exchange_strong(&atexit_registered, &expected, 1)) {
        atexit(restore_at_exit);
    }
    return 0;
}

static void copy_sequence(char *target, atomic_size_t *target_length, const char *source, size_t length) {
    // Handlers read the length first: zero it while the bytes change so they never see a mix.
    atomic_store(target_length, 0);
    if (source == NULL) {
        return;
    }
    if (length > SEQUENCE_CAPACITY) {
        length = SEQUENCE_CAPACITY;
    }
    memcpy(target, source, length);
    atomic_store(target_length, length);
}

void cns_set_sequences(const char *leave, size_t leave_size, const char *enter, size_t enter_size) {
    copy_sequence(leave_sequence, &leave_length, leave, leave_size);
    copy_sequence(enter_sequence, &enter_length, enter, enter_size);
    atomic_store(&sequences_enabled, 1);
}

void cns_disable_sequences(void) {
    atomic_store(&sequences_enabled, 0);
}

int cns_signal_fd(void) {
    return pipe_read_fd;
}

static void uninstall_list(const int *signals, size_t count) {
    for (size_t index = 0; index < count; index++) {
        sigaction(signals[index], &previous_actions[signals[index]], NULL);
    }
}

void cns_uninstall(void) {
    if (!atomic_load(&handlers_installed)) {
        return;
    }
    uninstall_list(message_signals, sizeof message_signals / sizeof message_signals[0]);
    uninstall_list(termination_signals, sizeof termination_signals / sizeof termination_signals[0]);
    uninstall_list(crash_signals, sizeof crash_signals / sizeof crash_signals[0]);
    sigaction(SIGTSTP, &previous_actions[SIGTSTP], NULL);
    atomic_store(&handlers_installed, 0);
    atomic_store(&sequences_enabled, 0);
    if (atomic_exchange(&stop_pending, 0)) {
        // The user pressed Ctrl-Z while the screen was being drawn; honour it now.
        raise(SIGTSTP);
    }
}

void cns_output_begin(void) {
    atomic_fetch_add(&output_depth, 1);
}

int cns_output_end(void) {
    if (atomic_fetch_sub(&output_depth, 1) != 1) {
        return 0;
    }
    if (atomic_load(&handlers_installed) && atomic_exchange(&stop_pending, 0)) {
        suspend_now();
        return 1;
    }
    return 0;
}
