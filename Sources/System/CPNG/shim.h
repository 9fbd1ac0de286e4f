// libpng's simplified read API (png_image): types and constants only; the TerminalPictures module loads
// libpng16 with dlopen the first time a picture is decoded (ADR 0014).
#include <png.h>
