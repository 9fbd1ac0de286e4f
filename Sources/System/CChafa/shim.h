// libchafa's types and constants only. Nothing links against libchafa: the TerminalPictures module loads
// it with dlopen the first time a picture is drawn, off the app's start-up path (ADR 0014).
#include <chafa.h>
