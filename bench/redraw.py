"""The fewest bytes that turn one screen into the next: what a j/k move must cost at least.

A screen is a grid of cells, each (character, style). For every row, the cells that differ are
grouped into runs; two runs closer than a cursor move costs are joined (rewriting a few
unchanged cells is cheaper than jumping over them). Each run costs a cursor move (`CSI r;c H`),
its characters in UTF-8, and an SGR sequence wherever the style changes (the first cell of a
run included: the style left behind by the previous run is not assumed). This is a lower bound
that a real terminal library can approach, not one it can beat by much: it ignores scrolling
regions and insert/delete, which a list move does not need.
"""

CURSOR_MOVE = 8  # ESC [ r r ; c c c H on a 120-column screen


def _colour_parameters(colour, foreground):
    if colour in (None, "default"):
        return ["39" if foreground else "49"]
    named = ["black", "red", "green", "brown", "blue", "magenta", "cyan", "white"]
    if colour in named:
        return [str((30 if foreground else 40) + named.index(colour))]
    if colour.startswith("bright") and colour[6:] in named:
        return [str((90 if foreground else 100) + named.index(colour[6:]))]
    # A 256-colour index as pyte keeps it (a hex triple): 38;5;N with N up to three digits.
    return ["38" if foreground else "48", "5", "255"]


def sgr_bytes(style):
    """Bytes of the one SGR sequence that sets `style` from any other (a reset first)."""
    fg, bg, bold, underscore, reverse = style
    parameters = ["0"]
    if bold:
        parameters.append("1")
    if underscore:
        parameters.append("4")
    if reverse:
        parameters.append("7")
    if fg not in (None, "default"):
        parameters += _colour_parameters(fg, True)
    if bg not in (None, "default"):
        parameters += _colour_parameters(bg, False)
    return len("\x1b[") + len(";".join(parameters)) + len("m")


def cells(screen, columns, rows):
    """The screen's cells as (character, style) tuples, row by row (pyte's buffer)."""
    grid = []
    for y in range(rows):
        line = screen.buffer[y]
        row = []
        for x in range(columns):
            char = line[x]
            row.append((char.data, (char.fg, char.bg, char.bold, char.underscore, char.reverse)))
        grid.append(row)
    return grid


def minimal_bytes(before, after):
    """The fewest bytes (by the rules above) that turn grid `before` into grid `after`."""
    total = 0
    for old_row, new_row in zip(before, after):
        changed = [x for x, (old, new) in enumerate(zip(old_row, new_row)) if old != new]
        if not changed:
            continue
        runs = [[changed[0], changed[0]]]
        for x in changed[1:]:
            # Rewriting the gap's cells costs at least a byte each; a jump costs a cursor move.
            if x - runs[-1][1] - 1 < CURSOR_MOVE:
                runs[-1][1] = x
            else:
                runs.append([x, x])
        for start, end in runs:
            total += CURSOR_MOVE
            style = None
            for x in range(start, end + 1):
                character, cell_style = new_row[x]
                if cell_style != style:
                    total += sgr_bytes(cell_style)
                    style = cell_style
                total += len(character.encode("utf-8")) if character else 0
    return total
