/*
 * The floor of the terminal benchmark: the least an ncurses list app can do.
 *
 * It draws a titled list of N items (default 10,000) with a full-width highlight and a
 * "position/count" line, as the InfiniteStories story list does, and moves the highlight on
 * j/k (or the arrow keys) until q. Nothing else: no network, no threads, no timers, so its
 * first frame, bytes per move, idle cost and memory are what ncurses itself costs on this
 * terminal. bench/harness.py drives it through a pseudo-terminal exactly like the real app.
 *
 * Build: gcc -O2 -o baseline bench/baseline.c -lncursesw
 * Run:   ./baseline [COUNT] [TITLES_FILE]   (titles: one per line, reused cyclically)
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncurses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_TITLE 120

static char (*titles)[MAX_TITLE];
static long title_count;

/* Reads up to `count` titles; returns how many were read (0 when the file is missing). */
static long load_titles(const char *path, long count) {
    FILE *file = fopen(path, "r");
    if (!file) return 0;
    long read = 0;
    while (read < count && fgets(titles[read], MAX_TITLE, file)) {
        titles[read][strcspn(titles[read], "\n")] = '\0';
        read++;
    }
    fclose(file);
    return read;
}

static void draw(long count, long selected, long offset) {
    int rows = LINES - 2; /* title line + position line */
    erase();
    attron(A_BOLD);
    mvprintw(0, 0, "Stories");
    attroff(A_BOLD);
    for (int line = 0; line < rows && offset + line < count; line++) {
        long index = offset + line;
        const char *title = title_count ? titles[index % title_count] : "A bedtime story";
        if (index == selected) {
            attron(A_REVERSE);
            mvhline(1 + line, 0, ' ', COLS);
        }
        mvprintw(1 + line, 0, "%.*s", COLS - 8, title);
        mvprintw(1 + line, COLS - 6, "%5ld", index + 1);
        if (index == selected) attroff(A_REVERSE);
    }
    char position[48];
    snprintf(position, sizeof position, "%ld/%ld", selected + 1, count);
    mvprintw(LINES - 1, 0, "%s%s", offset > 0 ? "\xe2\x86\x91" : " ", offset + rows < count ? "\xe2\x86\x93" : " ");
    mvprintw(LINES - 1, COLS - (int)strlen(position), "%s", position);
    refresh();
}

int main(int argc, char **argv) {
    long count = argc > 1 ? strtol(argv[1], NULL, 10) : 10000;
    if (count < 1) count = 1;
    if (count > 10000000) count = 10000000;
    titles = calloc((size_t)count, MAX_TITLE);
    if (!titles) return 1;
    title_count = argc > 2 ? load_titles(argv[2], count) : 0;

    setlocale(LC_ALL, "");
    initscr();
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    curs_set(0);

    long selected = 0, offset = 0;
    draw(count, selected, offset);
    for (;;) {
        int key = getch();
        if (key == 'q' || key == ERR) break;
        if (key == 'j' || key == KEY_DOWN) { if (selected + 1 < count) selected++; }
        else if (key == 'k' || key == KEY_UP) { if (selected > 0) selected--; }
        else continue;
        int rows = LINES - 2;
        if (selected < offset) offset = selected;
        if (selected >= offset + rows) offset = selected - rows + 1;
        draw(count, selected, offset);
    }
    endwin();
    free(titles);
    return 0;
}
